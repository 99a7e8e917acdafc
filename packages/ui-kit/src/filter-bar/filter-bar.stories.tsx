import { useState } from 'react';
import type { Story, StoryDefault } from '@ladle/react';
import { Button, Typography } from '../antd';
import { inRouter } from '../router.story-data';
import { oneOf, useListView, type ListParamNames, type ListView } from '../server-table';
import { bindFilters } from './bind-filters';
import { FilterBar } from './filter-bar';

export default {
  title: 'Data / FilterBar',
  // The interactive story keeps its filters in the URL, as the lists do.
  decorators: [inRouter()],
} satisfies StoryDefault;

type Stock = 'in' | 'low' | 'out';

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

const STOCK_OPTIONS = [
  { value: 'in' as const, label: 'In stock' },
  { value: 'low' as const, label: 'Low stock' },
  { value: 'out' as const, label: 'Out of stock' },
];

const readFilters = (params: URLSearchParams) => ({
  brand: params.get('brand') ?? '',
  stock: oneOf(params.get('stock'), ['in', 'low', 'out'] as const),
  onOffer: params.get('on_offer') === 'true',
  from: params.get('from') ?? '',
  to: params.get('to') ?? '',
  minPrice: Number(params.get('min_price')) || undefined,
});

/** Every kind of field, bound to a view in the URL; below, the view the list would ask the server for. */
function Bound() {
  const [view, update] = useListView<ProductsView>(PARAM_NAMES, readFilters);
  const { q, brand, stock, onOffer, from, to, minPrice } = view;
  const field = bindFilters(view, update);
  return (
    <>
      <FilterBar>
        <FilterBar.Search
          label="Search products"
          placeholder="Search SKU or name"
          value={view.q}
          onChange={(next) => update({ q: next })}
        />
        <FilterBar.Select
          label="Brand"
          placeholder="All brands"
          showSearch
          options={['Acme', 'Globex', 'Initech', 'Umbrella']}
          {...field('brand')}
        />
        <FilterBar.Select
          label="Stock"
          placeholder="Any stock"
          options={STOCK_OPTIONS}
          {...field('stock')}
          minWidth={160}
        />
        <FilterBar.DateRange label="Last sold" from={view.from} to={view.to} onChange={update} />
        <FilterBar.Number label="Minimum price" {...field('minPrice')} />
        <FilterBar.Switch
          label="On offer only"
          checked={view.onOffer}
          onChange={(next) => update({ onOffer: next })}
        />
      </FilterBar>
      <Typography.Text code>
        {JSON.stringify({ q, brand, stock, onOffer, from, to, minPrice })}
      </Typography.Text>
    </>
  );
}

export const BoundToTheUrl: Story = () => <Bound />;

/** A search and a choice, with a "Clear filters" that empties both (the search box follows the view). */
export const SearchAndChoice: Story = () => {
  const [q, setQ] = useState('rice');
  const [stock, setStock] = useState<Stock | undefined>('low');
  return (
    <FilterBar>
      <FilterBar.Search label="Search inventory" placeholder="Search SKU or name" value={q} onChange={setQ} />
      <FilterBar.Select
        label="Stock"
        placeholder="Any stock"
        value={stock}
        options={STOCK_OPTIONS}
        onChange={setStock}
      />
      {(q || stock) && (
        <Button
          onClick={() => {
            setQ('');
            setStock(undefined);
          }}
        >
          Clear filters
        </Button>
      )}
    </FilterBar>
  );
};

/** Choices still loading (facets from the server). */
export const LoadingChoices: Story = () => (
  <FilterBar>
    <FilterBar.Select
      label="Brand"
      placeholder="All brands"
      loading
      value=""
      options={undefined}
      onChange={() => undefined}
    />
    <FilterBar.Switch label="At risk only" checked={false} onChange={() => undefined} />
  </FilterBar>
);
