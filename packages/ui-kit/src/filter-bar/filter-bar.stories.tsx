import { useState } from 'react';
import type { Story, StoryDefault } from '@ladle/react';
import { Button } from '../antd';
import { FilterBar } from './filter-bar';
import { STOCK_OPTIONS, type Stock } from './filter-bar.story-data';

// Bound to a list's view in the URL: see the FilterFields stories.
export default { title: 'Data / FilterBar' } satisfies StoryDefault;

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
