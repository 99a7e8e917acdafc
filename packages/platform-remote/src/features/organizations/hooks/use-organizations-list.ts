import {
  oneOf,
  toListQuery,
  useListView,
  type FilterField,
  type ListParamNames,
  type ListSearch,
  type ListView,
} from '@aide/ui-kit';
import { useListOrganizationsQuery, type OrganizationStatus, type Plan } from '../api/organizations-api';
import { PLAN_OPTIONS, STATUS_OPTIONS } from '../lib/organization-labels';

export interface OrganizationsView extends ListView {
  plan: Plan | undefined;
  status: OrganizationStatus | undefined;
}

const PARAM_NAMES: ListParamNames<OrganizationsView> = {};
const PLANS: readonly Plan[] = ['outbound', 'inbound'];
const STATUSES: readonly OrganizationStatus[] = ['active', 'suspended'];

function readFilters(params: URLSearchParams) {
  return { plan: oneOf(params.get('plan'), PLANS), status: oneOf(params.get('status'), STATUSES) };
}

export const ORGANIZATIONS_SEARCH: ListSearch = {
  label: 'Search organizations',
  placeholder: "Search by name or owner's email",
  debounceMs: 250,
  width: 320,
};

export const ORGANIZATION_FILTERS: FilterField<OrganizationsView>[] = [
  { select: 'plan', label: 'Plan', placeholder: 'Any plan', options: PLAN_OPTIONS, minWidth: 180 },
  { select: 'status', label: 'Status', placeholder: 'Any status', options: STATUS_OPTIONS, minWidth: 150 },
];

/** The organizations list's state for ServerList: its view in the URL (?q=&plan=&status=&page=&sort=) and page. */
export function useOrganizationsList() {
  const [view, onViewChange] = useListView<OrganizationsView>(PARAM_NAMES, readFilters);
  const query = useListOrganizationsQuery({ ...toListQuery(view), plan: view.plan, status: view.status });
  return { view, onViewChange, query, filters: ORGANIZATION_FILTERS };
}
