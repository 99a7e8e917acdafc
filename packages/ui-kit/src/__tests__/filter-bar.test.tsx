import { act, fireEvent, render, screen } from '@testing-library/react';
import { axe, toHaveNoViolations } from 'jest-axe';
import {
  bindFilters,
  FilterBar,
  FilterFields,
  clearedFilters,
  isFiltered,
  type FilterField,
  type SelectFilterProps,
} from '../filter-bar';

expect.extend(toHaveNoViolations);

const searchbox = () => screen.getByRole('searchbox', { name: 'Search products' });

function renderSearch(value = '') {
  const onChange = jest.fn();
  const search = (next: string) => (
    <FilterBar.Search
      label="Search products"
      placeholder="SKU"
      value={next}
      onChange={onChange}
      debounceMs={250}
    />
  );
  const view = render(search(value));
  return { onChange, rerender: (next: string) => view.rerender(search(next)) };
}

describe('FilterBar.Search', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('reports the trimmed search once typing pauses, not at every key', () => {
    const { onChange } = renderSearch();
    fireEvent.change(searchbox(), { target: { value: 'ri' } });
    act(() => jest.advanceTimersByTime(100));
    fireEvent.change(searchbox(), { target: { value: 'rice ' } });
    act(() => jest.advanceTimersByTime(249));
    expect(onChange).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith('rice');
  });

  it('reports at once on Enter', () => {
    const { onChange } = renderSearch();
    fireEvent.change(searchbox(), { target: { value: ' beans ' } });
    fireEvent.keyDown(searchbox(), { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(onChange).toHaveBeenLastCalledWith('beans');
  });

  it('reports at once when the box is left, and the debounce that settles later does not report it again', () => {
    const { onChange } = renderSearch();
    fireEvent.change(searchbox(), { target: { value: 'Bobby' } });
    // A click on a row's link blurs the box before the click navigates.
    fireEvent.blur(searchbox());
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith('Bobby');
    // The list is still mounted while the opened page loads; its debounce must not navigate back to it.
    act(() => jest.advanceTimersByTime(500));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('searches the same words again after the view cleared them', () => {
    const { onChange, rerender } = renderSearch();
    fireEvent.change(searchbox(), { target: { value: 'rice' } });
    act(() => jest.advanceTimersByTime(250));
    rerender('rice');
    rerender(''); // "Clear filters"
    act(() => jest.advanceTimersByTime(250));
    fireEvent.change(searchbox(), { target: { value: 'rice' } });
    act(() => jest.advanceTimersByTime(250));
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('shows the view’s search, and follows it when it changes on its own', () => {
    const { onChange, rerender } = renderSearch('rice');
    expect(searchbox()).toHaveValue('rice');
    rerender('');
    expect(searchbox()).toHaveValue('');
    act(() => jest.advanceTimersByTime(500));
    // Following the view is not a new search.
    expect(onChange).not.toHaveBeenCalled();
  });
});

/** Renders a FilterBar.Select with these props; returns its onChange mock. */
function renderSelect(props: Omit<SelectFilterProps<string>, 'onChange'>) {
  const onChange = jest.fn();
  render(<FilterBar.Select {...props} onChange={onChange} />);
  return onChange;
}

describe('FilterBar.Select', () => {
  it('names the field, offers plain values as themselves and reports a choice', () => {
    const onChange = renderSelect({
      label: 'Brand',
      placeholder: 'All brands',
      value: '',
      options: ['Acme', 'Globex'],
    });
    const combobox = screen.getByRole('combobox', { name: 'Brand' });
    expect(screen.getByText('All brands')).toBeInTheDocument();
    fireEvent.mouseDown(combobox);
    fireEvent.click(screen.getByTitle('Globex'));
    expect(onChange).toHaveBeenLastCalledWith('Globex');
  });

  it('shows the chosen option’s label and reports undefined when cleared', () => {
    const onChange = renderSelect({
      label: 'Stock',
      placeholder: 'Any stock',
      value: 'low',
      options: [
        { value: 'in', label: 'In stock' },
        { value: 'low', label: 'Low stock' },
      ],
    });
    expect(screen.getByTitle('Low stock')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});

describe('bindFilters', () => {
  it('gives a field the view’s value and writes a change back under its name', () => {
    const onChange = jest.fn();
    const field = bindFilters({ q: '', status: 'open', minTotal: 5 }, onChange);
    expect(field('status').value).toBe('open');
    expect(field('minTotal').value).toBe(5);
    field('status').onChange(undefined);
    field('minTotal').onChange(10);
    expect(onChange.mock.calls).toEqual([[{ status: undefined }], [{ minTotal: 10 }]]);
  });
});

describe('FilterFields', () => {
  interface OrdersView {
    q: string;
    status: 'open' | 'closed' | undefined;
    atRisk: boolean;
    minTotal: number | undefined;
    from: string;
    to: string;
  }
  const FIELDS: FilterField<OrdersView>[] = [
    { select: 'status', label: 'Status', placeholder: 'Any status', options: ['open', 'closed'] },
    { switch: 'atRisk', label: 'At risk only' },
    { number: 'minTotal', label: 'Minimum total' },
    { dateRange: 'Order date' },
  ];
  /** The view with nothing searched or filtered. */
  const UNFILTERED: OrdersView = {
    q: '',
    status: undefined,
    atRisk: false,
    minTotal: undefined,
    from: '',
    to: '',
  };
  const VIEW: OrdersView = { q: '', status: 'open', atRisk: false, minTotal: 5, from: '2026-11-01', to: '' };

  it('shows each field with the view’s value and writes a change back under its name', () => {
    const onChange = jest.fn();
    render(<FilterFields fields={FIELDS} view={VIEW} onChange={onChange} />);
    expect(screen.getByRole('combobox', { name: 'Status' }).closest('.ant-select')).toHaveTextContent('open');
    expect(screen.getByRole('spinbutton', { name: 'Minimum total' })).toHaveValue('5');
    expect(screen.getByLabelText('Order date from')).toHaveValue('2026-11-01');

    fireEvent.click(screen.getByRole('switch', { name: 'At risk only' }));
    const total = screen.getByRole('spinbutton', { name: 'Minimum total' });
    fireEvent.change(total, { target: { value: '12' } });
    fireEvent.blur(total);
    fireEvent.change(screen.getByLabelText('Order date to'), { target: { value: '2026-11-30' } });
    expect(onChange.mock.calls).toEqual([[{ atRisk: true }], [{ minTotal: 12 }], [{ to: '2026-11-30' }]]);
  });

  it('tells whether the search or any described field narrows the list', () => {
    expect(isFiltered(UNFILTERED, FIELDS)).toBe(false);
    expect(isFiltered({ ...UNFILTERED, q: 'acme' }, FIELDS)).toBe(true);
    expect(isFiltered({ ...UNFILTERED, status: 'open' }, FIELDS)).toBe(true);
    expect(isFiltered({ ...UNFILTERED, atRisk: true }, FIELDS)).toBe(true);
    expect(isFiltered({ ...UNFILTERED, minTotal: 0 }, FIELDS)).toBe(true);
    expect(isFiltered({ ...UNFILTERED, to: '2026-11-30' }, FIELDS)).toBe(true);
    // A view field no filter describes does not count.
    expect(isFiltered({ ...UNFILTERED, status: 'open' }, [{ switch: 'atRisk', label: 'At risk only' }])).toBe(
      false,
    );
  });

  it('clears the search and every described field, and only those', () => {
    const cleared = { ...VIEW, q: 'acme', atRisk: true, ...clearedFilters(FIELDS) };
    expect(cleared).toEqual(UNFILTERED);
    expect(isFiltered(cleared, FIELDS)).toBe(false);
    expect(clearedFilters<OrdersView>([{ switch: 'atRisk', label: 'At risk only' }])).toEqual({
      q: '',
      atRisk: false,
    });
  });
});

describe('FilterBar.Switch', () => {
  it('is a switch named by its label, and the label toggles it too', () => {
    const onChange = jest.fn();
    render(<FilterBar.Switch label="At risk only" checked={false} onChange={onChange} />);
    fireEvent.click(screen.getByRole('switch', { name: 'At risk only' }));
    expect(onChange).toHaveBeenLastCalledWith(true);
    onChange.mockClear();
    fireEvent.click(screen.getByText('At risk only'));
    expect(onChange).toHaveBeenLastCalledWith(true);
  });
});

describe('FilterBar.DateRange', () => {
  it('names both ends after the range and keeps each within the other', () => {
    const onChange = jest.fn();
    render(<FilterBar.DateRange label="Order date" from="2026-11-01" to="2026-11-30" onChange={onChange} />);
    const from = screen.getByLabelText('Order date from');
    const to = screen.getByLabelText('Order date to');
    expect(from).toHaveValue('2026-11-01');
    expect(from).toHaveAttribute('max', '2026-11-30');
    expect(to).toHaveAttribute('min', '2026-11-01');
    fireEvent.change(to, { target: { value: '2026-11-15' } });
    expect(onChange).toHaveBeenLastCalledWith({ to: '2026-11-15' });
  });
});

describe('FilterBar.Number', () => {
  function renderNumber(value: number | undefined) {
    const onChange = jest.fn();
    const element = (next: number | undefined) => (
      <FilterBar.Number label="Minimum total" value={next} onChange={onChange} />
    );
    const view = render(element(value));
    return { onChange, rerender: (next: number | undefined) => view.rerender(element(next)) };
  }

  it('applies when left or on Enter, and only a changed value', () => {
    const { onChange } = renderNumber(100);
    const input = screen.getByLabelText('Minimum total');
    fireEvent.blur(input);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '1500' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(onChange).toHaveBeenLastCalledWith(1500);
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('starts again from the view’s value when that changes on its own', () => {
    const { rerender } = renderNumber(100);
    const input = screen.getByLabelText('Minimum total');
    fireEvent.change(input, { target: { value: '7' } });
    rerender(undefined);
    expect(screen.getByLabelText('Minimum total')).toHaveValue('');
  });
});

describe('FilterBar', () => {
  it('has no WCAG A/AA violations with every kind of field', async () => {
    const { container } = render(
      <FilterBar>
        <FilterBar.Search label="Search orders" placeholder="PO number" value="" onChange={() => undefined} />
        <FilterBar.Select
          label="Status"
          placeholder="Any status"
          value={undefined}
          options={['open', 'closed']}
          onChange={() => undefined}
        />
        <FilterBar.DateRange label="Order date" from="" to="" onChange={() => undefined} />
        <FilterBar.Number label="Minimum total" value={undefined} onChange={() => undefined} />
        <FilterBar.Switch label="Show resolved" checked={false} onChange={() => undefined} />
      </FilterBar>,
    );
    const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
    expect(await axe(container, { runOnly: { type: 'tag', values: wcag } })).toHaveNoViolations();
  });

  it('lays its fields out in one wrapping row', () => {
    render(
      <FilterBar>
        <FilterBar.Switch label="On offer only" checked onChange={() => undefined} />
      </FilterBar>,
    );
    const row = screen.getByRole('switch', { name: 'On offer only' }).closest('.ant-flex-wrap-wrap');
    expect(row).toHaveStyle({ marginBottom: '16px' });
  });
});
