// The editor's labelled inputs, named exactly as the recruiter reads them, each with its error underneath.
import { useLingui } from '@lingui/react/macro';
import { Checkbox, Group, MultiSelect, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import type { Editor } from '@tiptap/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { SALARY_PERIODS } from '../../../src-shared/catalogs/salary-periods.ts';
import type { JobBoardClient } from '../../../src-shared/client/job-board-client.ts';
import { LIMITS } from '../../../src-shared/schemas/limits.ts';
import type { PostingField } from '../../../src-shared/schemas/posting-checks.ts';
import type { Category, PositionType } from '../../../src-shared/schemas/resources.ts';
import { boardListOptions } from './board-list-options.ts';
import { DescriptionEditor } from './DescriptionEditor.tsx';
import type { JobFormValues } from './form-values.ts';
import { LocationsInput } from './LocationsInput.tsx';
import { MoneyInput } from './MoneyInput.tsx';
import { SalaryPlausibilityNote } from './SalaryPlausibilityNote.tsx';
import { TitleSpelling } from './spelling/TitleSpelling.tsx';

export type JobFieldsProps = {
  form: UseFormReturnType<JobFormValues>;
  jobBoard: JobBoardClient;
  categories: ReadonlyArray<Category>;
  positionTypes: ReadonlyArray<PositionType>;
  /** The earliest close date offered: today. */
  minCloseDate: string;
  descriptionResetKey: string;
  /** Every change in the description, as it happens (its HTML is not read then). */
  onDescriptionTyping(): void;
  onDescriptionEditor(editor: Editor | null): void;
  onDescriptionNormalized(html: string): void;
  /** What the provinces' posting laws say of a field, shown under it. */
  postingFindings?: Partial<Record<PostingField, ReactNode>>;
  /** Puts the keyboard in Title when the fields first show (a new job: typing starts there). */
  focusTitle?: boolean;
};

function amountOf(value: string | number): number | '' {
  return typeof value === 'number' && Number.isFinite(value) ? value : '';
}

export function JobFields({
  form,
  jobBoard,
  categories,
  positionTypes,
  minCloseDate,
  descriptionResetKey,
  onDescriptionTyping,
  onDescriptionEditor,
  onDescriptionNormalized,
  postingFindings,
  focusTitle = false,
}: JobFieldsProps) {
  const { t } = useLingui();
  const payPeriodNames: Record<number, string> = {
    1: t`Yearly`,
    2: t`Monthly`,
    3: t`Weekly`,
    4: t`Daily`,
    5: t`Hourly`,
  };
  const payPeriods = SALARY_PERIODS.map((period) => ({
    value: String(period.id),
    label: payPeriodNames[period.id] ?? period.name,
  }));
  const values = form.getValues();
  const titleInput = useRef<HTMLInputElement>(null);
  // Once, when the fields first show: later renders must not take the keyboard from where the recruiter is.
  const focusTitleOnShow = useRef(focusTitle);
  useEffect(() => {
    if (focusTitleOnShow.current) titleInput.current?.focus();
  }, []);
  const salary = form.getInputProps('salary');
  const maxSalary = form.getInputProps('maxSalary');
  const closeDate = form.getInputProps('closeDate');
  const description = form.getInputProps('description');
  const locations = form.getInputProps('locations');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput
          ref={titleInput}
          label={t`Title`}
          required
          maxLength={LIMITS.titleLength}
          style={{ gridColumn: 'span 2' }}
          {...form.getInputProps('title')}
        />
        <TextInput
          label={t`Reference ID`}
          description={t`Your own identifier; one was made for you.`}
          maxLength={LIMITS.referenceIdLength}
          {...form.getInputProps('referenceId')}
        />
      </SimpleGrid>
      <TitleSpelling title={values.title} onReplace={(next) => form.setFieldValue('title', next)} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <LocationsInput
          value={values.locations}
          onChange={(next) => form.setFieldValue('locations', next)}
          onBlur={() => locations.onBlur?.()}
          error={form.errors.locations as string | undefined}
          jobBoard={jobBoard}
        />
        <MultiSelect
          label={t`Categories`}
          description={t`1 to ${LIMITS.categoriesPerJob.max} categories.`}
          required
          searchable
          maxValues={LIMITS.categoriesPerJob.max}
          data={boardListOptions(categories)}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('categories')}
        />
      </SimpleGrid>
      {postingFindings?.locations}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Select
          label={t`Position type`}
          required
          data={boardListOptions(positionTypes)}
          allowDeselect={false}
          {...form.getInputProps('positionType')}
          value={values.positionType === '' ? null : values.positionType}
          onChange={(value) => form.setFieldValue('positionType', value ?? '')}
        />
        <DatePickerInput
          label={t`Close date`}
          valueFormat={t`MMMM D, YYYY`}
          previousLabel={t`Previous month`}
          nextLabel={t`Next month`}
          minDate={minCloseDate}
          {...closeDate}
          value={values.closeDate === '' ? null : values.closeDate}
          onChange={(value) => form.setFieldValue('closeDate', typeof value === 'string' ? value : '')}
        />
        <Stack gap={6} pt={4}>
          <Checkbox
            label={t`Confidential`}
            description={t`Candidates do not see your company's name.`}
            {...form.getInputProps('confidential', { type: 'checkbox' })}
          />
          <Checkbox
            label={t`Auto-refresh`}
            description={t`Refreshes the publish date every 7 days.`}
            {...form.getInputProps('autoRefresh', { type: 'checkbox' })}
          />
        </Stack>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="md">
        <MoneyInput
          label={t`Salary`}
          {...salary}
          value={values.salary}
          onChange={(value) => form.setFieldValue('salary', amountOf(value))}
        />
        <MoneyInput
          label={t`Maximum salary`}
          {...maxSalary}
          value={values.maxSalary}
          onChange={(value) => form.setFieldValue('maxSalary', amountOf(value))}
        />
        <Select
          label={t`Pay period`}
          data={payPeriods}
          clearable
          {...form.getInputProps('payPeriod')}
          value={values.payPeriod === '' ? null : values.payPeriod}
          onChange={(value) => form.setFieldValue('payPeriod', value ?? '')}
        />
        <Checkbox
          label={t`Plus commission`}
          mt={{ base: 0, sm: 30 }}
          {...form.getInputProps('plusCommission', { type: 'checkbox' })}
        />
      </SimpleGrid>
      <SalaryPlausibilityNote
        amount={values.salary}
        maxAmount={values.maxSalary}
        payPeriod={values.payPeriod}
      />
      {postingFindings?.salary}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Radio.Group label={t`How candidates apply`} required {...form.getInputProps('routing')}>
          <Group mt={6}>
            <Radio value="email" label={t`Email`} />
            <Radio value="url" label={t`Website`} />
          </Group>
        </Radio.Group>
        {values.routing === 'email' ? (
          <TextInput
            label={t`Application email`}
            type="email"
            required
            maxLength={LIMITS.applicationEmailLength}
            description={t`Applications are sent here.`}
            {...form.getInputProps('applicationEmail')}
          />
        ) : (
          <TextInput
            label={t`Application URL`}
            type="url"
            required
            maxLength={LIMITS.applicationUrlLength}
            description={t`Candidates apply on this page.`}
            placeholder={t`https://example.com/careers`}
            {...form.getInputProps('applicationUrl')}
          />
        )}
      </SimpleGrid>
      <DescriptionEditor
        initialHtml={values.description}
        resetKey={descriptionResetKey}
        error={form.errors.description as string | undefined}
        onChange={(html) => {
          if (html !== form.getValues().description) form.setFieldValue('description', html);
        }}
        onTyping={onDescriptionTyping}
        onBlur={() => description.onBlur?.()}
        onReady={onDescriptionEditor}
        onNormalized={onDescriptionNormalized}
        withTemplates
      />
      {postingFindings?.description}
    </Stack>
  );
}
