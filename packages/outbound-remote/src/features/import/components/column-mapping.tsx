import { Flex, Select, Typography } from '@aide/ui-kit';
import type { ColumnMapping } from '@aide/rules';
import type { ImportField } from '../lib/import-kinds';

export interface ColumnMappingProps {
  fields: readonly ImportField[];
  headers: string[];
  mapping: ColumnMapping;
  disabled?: boolean;
  onChange: (field: string, column: number | null) => void;
}

const NOT_IN_FILE = -1;

/** One Select per target field choosing the file column it is read from; required fields are marked. */
export function ColumnMapping({ fields, headers, mapping, disabled, onChange }: ColumnMappingProps) {
  const columnOptions = headers.map((header, index) => ({
    value: index,
    label: header || `Column ${index + 1} (no name)`,
  }));
  return (
    <Flex vertical gap={8}>
      {fields.map((field) => {
        const labelId = `import-field-${field.key}`;
        return (
          <Flex key={field.key} align="center" gap={12} wrap>
            <Typography.Text id={labelId} style={{ width: 160 }}>
              {field.label}
              {field.required ? (
                <Typography.Text type="danger" aria-label="required">
                  {' *'}
                </Typography.Text>
              ) : null}
            </Typography.Text>
            <Select
              aria-label={`Column for ${field.label}`}
              style={{ minWidth: 240 }}
              disabled={disabled}
              value={mapping[field.key] ?? NOT_IN_FILE}
              options={[
                { value: NOT_IN_FILE, label: field.required ? '— Choose a column —' : '— Not in file —' },
                ...columnOptions,
              ]}
              onChange={(value: number) => onChange(field.key, value === NOT_IN_FILE ? null : value)}
            />
          </Flex>
        );
      })}
    </Flex>
  );
}
