import { StatusTag } from '../status-tag';
import { dateColumn, moneyColumn } from './columns';
import type { ListColumns } from './list-columns';
import { parseSort } from './sort-param';
import type { ListView } from './use-list-view';

/** For the ServerTable and ServerList stories: 240 customers and a fake server answering for a view. */
export interface Customer {
  id: string;
  name: string;
  city: string;
  revenue: number;
  lastOrder: string;
  status: 'Active' | 'Paused';
}

const cities = ['Berlin', 'Lisbon', 'Austin', 'Osaka', 'Leeds', 'Lyon'];
export const customers: Customer[] = Array.from({ length: 240 }, (_, index) => ({
  id: String(index + 1),
  name: `${['Acme', 'Northwind', 'Globex', 'Initech', 'Umbrella', 'Hooli'][index % 6]} ${index + 1}`,
  city: cities[(index * 7) % cities.length] ?? '',
  revenue: ((index * 7919) % 90000) + 1200.5,
  lastOrder: new Date(Date.UTC(2026, index % 12, (index % 27) + 1)).toISOString(),
  status: index % 5 === 0 ? 'Paused' : 'Active',
}));

const STATUS_LOOKS = {
  Active: { color: 'success', label: 'Active' },
  Paused: { color: 'default', label: 'Paused' },
};

/** On a phone's card: the name and city, the revenue and last order, the status. */
export const customerColumns: ListColumns<Customer> = [
  { title: 'Customer', dataIndex: 'name', sorter: true, card: 'title' },
  { title: 'City', dataIndex: 'city', card: 'subtitle' },
  moneyColumn('Revenue', 'revenue', { sorter: true, card: 'figure' }),
  dateColumn('Last order', 'lastOrder', { sorter: true, card: 'figure' }),
  {
    title: 'Status',
    dataIndex: 'status',
    card: 'status',
    render: (status: Customer['status']) => <StatusTag status={status} looks={STATUS_LOOKS} />,
  },
];

/** What a server would answer for the view: filtered, sorted, one page. */
export function serverPage(view: Pick<ListView, 'q' | 'page' | 'pageSize' | 'sort'>) {
  const q = view.q.toLowerCase();
  const matching = customers.filter((customer) => customer.name.toLowerCase().includes(q));
  const sort = parseSort(view.sort);
  if (sort) {
    const field = sort.field as keyof Customer;
    const direction = sort.order === 'ascend' ? 1 : -1;
    matching.sort((a, b) => (a[field] < b[field] ? -direction : a[field] > b[field] ? direction : 0));
  }
  const start = (view.page - 1) * view.pageSize;
  return { items: matching.slice(start, start + view.pageSize), total: matching.length };
}
