import type { Story, StoryDefault } from '@ladle/react';
import { Typography } from '../antd';
import { inRouter } from '../router.story-data';
import { oneOf, useListView, type ListParamNames, type ListView } from '../server-table';
import { FilterBar } from './filter-bar';
import { FilterFields, type FilterField } from './filter-fields';
import { STOCK_OPTIONS, type Stock } from './filter-bar.story-data';

export default {
  title: 'Data / FilterFields',
  // The story keeps its filters in the URL, as the lists do.
  decorators: [inRouter()],
} satisfies StoryDefault;

interface ProductsView extends ListView {
  brand: string;
  stock: Stock | undefined;
  onOffer: boolean;
  from: string;
  to: string;
  minPrice: number | undefined;
}

// Every parameter is its field's name in snake_case (`minPrice` → `min_price`).
const PARAM_NAMES: ListParamNames<ProductsView> = {};

const readFilters = (params: URLSearchParams) => ({
  brand: params.get('brand') ?? '',
  stock: oneOf(params.get('stock'), ['in', 'low', 'out'] as const),
  onOffer: params.get('on_offer') === 'true',
  from: params.get('from') ?? '',
  to: params.get('to') ?? '',
  minPrice: Number(params.get('min_price')) || undefined,
});

const FIELDS: FilterField<ProductsView>[] = [
  {
    select: 'brand',
    label: 'Brand',
    placeholder: 'All brands',
    showSearch: true,
    options: ['Acme', 'Globex', 'Initech'],
  },
  { select: 'stock', label: 'Stock', placeholder: 'Any stock', options: STOCK_OPTIONS, minWidth: 160 },
  { dateRange: 'Last sold' },
  { number: 'minPrice', label: 'Minimum price' },
  { switch: 'onOffer', label: 'On offer only' },
];

/** Every kind of field (FilterFields), bound to a view in the URL; below, the view the list would ask the server for. */
function Bound() {
  const [view, update] = useListView<ProductsView>(PARAM_NAMES, readFilters);
  const { q, brand, stock, onOffer, from, to, minPrice } = view;
  return (
    <>
      <FilterBar>
        <FilterBar.Search
          label="Search products"
          placeholder="Search SKU or name"
          value={view.q}
          onChange={(next) => update({ q: next })}
        />
        <FilterFields fields={FIELDS} view={view} onChange={update} />
      </FilterBar>
      <Typography.Text code>
        {JSON.stringify({ q, brand, stock, onOffer, from, to, minPrice })}
      </Typography.Text>
    </>
  );
}

export const BoundToTheUrl: Story = () => <Bound />;
