import type { Story, StoryDefault } from '@ladle/react';
import { Button, List, Tag } from './antd';
import { ListItemText } from './list-item-text';

export default { title: 'Data / ListItemText' } satisfies StoryDefault;

const imports = [
  { id: '1', file: 'customers-march.csv', detail: '1,204 rows imported · 3 skipped', status: 'Done' },
  { id: '2', file: 'inventory.xlsx', detail: 'Importing… 640 of 2,000 rows', status: 'Running' },
  { id: '3', file: 'price-list.csv', detail: 'Failed: the file has no header row', status: 'Failed' },
];

/** Rows of an antd List, as in "Recent imports", without List.Item.Meta's h4. */
export const InAList: Story = () => (
  <>
    <h2 style={{ marginTop: 0 }}>Recent imports</h2>
    <List
      bordered
      dataSource={imports}
      renderItem={(item) => (
        <List.Item
          actions={[
            <Button key="open" type="link">
              Open
            </Button>,
          ]}
        >
          <ListItemText title={item.file} description={item.detail} />
          <Tag color={item.status === 'Failed' ? 'error' : item.status === 'Done' ? 'success' : 'processing'}>
            {item.status}
          </Tag>
        </List.Item>
      )}
    />
  </>
);

export const TitleOnly: Story = () => <ListItemText title="Acme Wholesale Ltd." />;

/** In a narrow column long text wraps inside its own box (min-width 0), leaving room for the row's actions. */
export const LongText: Story = () => (
  <div style={{ width: 280 }}>
    <ListItemText
      title="Northwind Traders International Distribution Group"
      description="Last order on 12 March 2026 · 48 open invoices"
    />
  </div>
);
