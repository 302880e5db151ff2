// The list's filter by province or territory: every job, or only those with a location there. Names in the
// language of the UI (the province codes stay the board's).
import { useLingui } from '@lingui/react/macro';
import { NativeSelect } from '@mantine/core';
import {
  isProvinceCode,
  PROVINCE_NAMES_IN_FRENCH,
  PROVINCES,
} from '../../../src-shared/locations/provinces.ts';
import { useListView, useListViewActions } from './list-view-context.ts';

export function ProvinceFilter() {
  const { t, i18n } = useLingui();
  const province = useListView((state) => state.province);
  const actions = useListViewActions();
  const french = i18n.locale.startsWith('fr');
  const collator = new Intl.Collator(i18n.locale);
  const options = PROVINCES.map((each) => ({
    value: each.code,
    label: french ? PROVINCE_NAMES_IN_FRENCH[each.code] : each.name,
  })).sort((a, b) => collator.compare(a.label, b.label));
  return (
    <NativeSelect
      // Named for screen readers; on screen its first choice, "Every province", says what it filters.
      aria-label={t`Province`}
      // Wide enough for its first choice in either language (« Toutes les provinces » runs longer).
      w={{ base: '100%', sm: french ? 200 : 175 }}
      value={province ?? ''}
      onChange={(event) => {
        const picked = event.currentTarget.value;
        actions.setProvince(isProvinceCode(picked) ? picked : null);
      }}
      data={[{ value: '', label: t`Every province` }, ...options]}
    />
  );
}
