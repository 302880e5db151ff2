// Below the list: which rows are shown out of how many, the pages, and how many rows a page holds.
import { useLingui } from '@lingui/react/macro';
import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { isPageSize, PAGE_SIZES, type PageSize, rangeLabel } from './list-state.ts';

export type ListFooterProps = {
  page: number;
  pages: number;
  pageSize: PageSize;
  shown: number;
  total: number;
  onPage(page: number): void;
  onPageSize(pageSize: PageSize): void;
};

export function ListFooter({ page, pages, pageSize, shown, total, onPage, onPageSize }: ListFooterProps) {
  const { t } = useLingui();
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" aria-live="polite" data-testid="jobs-range">
        {rangeLabel(page, pageSize, shown, total)}
      </Text>
      <Group gap="md" wrap="wrap">
        {pages > 1 && (
          <Pagination
            total={pages}
            value={page}
            onChange={onPage}
            siblings={1}
            boundaries={1}
            aria-label={t`Pages`}
            getItemProps={(item) => ({
              'aria-label': t`Page ${item}`,
              'aria-current': item === page ? 'page' : undefined,
            })}
            getControlProps={(control) => ({
              'aria-label': {
                first: t`First page`,
                last: t`Last page`,
                next: t`Next page`,
                previous: t`Previous page`,
              }[control],
            })}
          />
        )}
        <NativeSelect
          label={t`Rows per page`}
          size="xs"
          styles={{
            root: { display: 'flex', alignItems: 'center', gap: 8 },
            label: { whiteSpace: 'nowrap' },
            wrapper: { width: 76 },
          }}
          data={PAGE_SIZES.map(String)}
          value={String(pageSize)}
          onChange={(event) => {
            const size = Number(event.currentTarget.value);
            if (isPageSize(size)) onPageSize(size);
          }}
        />
      </Group>
    </Group>
  );
}
