// Locations: 1 to 3 Canadian places, suggested from the core's places as the recruiter types; a typed
// `City, PR` (or "City PR") is taken with Enter, a city found in several provinces asks which one, and a
// place JobDesk's list does not have is taken but marked, since it is most often a typing mistake.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, TagsInput, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { JobBoardClient } from '../../../src-shared/client/job-board-client.ts';
import { LIMITS } from '../../../src-shared/schemas/limits.ts';
import { locationSuggestionsQuery } from './queries.ts';
import { placesAfterLookUp, resolveTypedLocation } from './resolve-typed-location.ts';

export type LocationsInputProps = {
  value: string[];
  onChange(value: string[]): void;
  onBlur(): void;
  error: string | undefined;
  jobBoard: JobBoardClient;
};

const SEARCH_DELAY_MS = 120;

export function LocationsInput({ value, onChange, onBlur, error, jobBoard }: LocationsInputProps) {
  const { t } = useLingui();
  const max = LIMITS.locationsPerJob.max;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [choice, setChoice] = useState<{ city: string; candidates: string[] } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  /** What was said of the places added while editing that JobDesk's list does not have, by place. */
  const [notListed, setNotListed] = useState<Readonly<Record<string, string>>>({});
  const suggestions = useQuery(locationSuggestionsQuery(jobBoard, debounced));
  const full = value.length >= LIMITS.locationsPerJob.max;
  // The places as last given to the form: a place typed while another one's look-up is on its way must not
  // be put back to the list that look-up started from (a fast typist lost the place picked before).
  const latest = useRef(value);
  latest.current = value;
  const commit = (places: string[]) => {
    latest.current = places;
    onChange(places);
  };

  const add = (description: string) => {
    setChoice(null);
    setSearch('');
    if (!latest.current.includes(description))
      commit([...latest.current, description].slice(0, LIMITS.locationsPerJob.max));
  };

  const handleChange = async (next: string[]) => {
    setProblem(null);
    setChoice(null);
    const before = latest.current;
    const added = next.filter((item) => !before.includes(item));
    if (added.length === 0) {
      commit(next);
      return;
    }
    const removed = before.filter((item) => !next.includes(item));
    const resolved: string[] = [];
    const notes: Record<string, string> = {};
    // Whatever happens to the typed text, the input starts empty again: text left in it would be read as
    // the start of the next place typed. A refused place's message quotes it.
    setSearch('');
    for (const text of added) {
      const outcome = await resolveTypedLocation(text, (q) => jobBoard.searchLocations(q));
      if (outcome.kind === 'place') {
        resolved.push(outcome.description);
        if (outcome.notListed !== undefined) notes[outcome.description] = outcome.notListed;
      } else if (outcome.kind === 'choose') {
        setChoice({ city: outcome.city, candidates: outcome.candidates });
      } else {
        setProblem(outcome.message);
      }
    }
    setNotListed((said) => ({ ...said, ...notes }));
    commit(placesAfterLookUp(latest.current, removed, resolved, LIMITS.locationsPerJob.max));
  };

  const options =
    search.trim() === '' || full ? [] : (suggestions.data ?? []).filter((item) => !value.includes(item));
  const notes = value.flatMap((description) => {
    const note = notListed[description];
    return note === undefined ? [] : [note];
  });
  const city = choice?.city;

  return (
    <Stack gap={6}>
      <TagsInput
        label={t`Locations`}
        description={t`1 to ${max} places in Canada. Type to search, or write "City, PR" and press Enter.`}
        required
        value={value}
        onChange={(next) => void handleChange(next)}
        searchValue={search}
        onSearchChange={setSearch}
        data={options}
        filter={({ options: all }) => all}
        maxTags={LIMITS.locationsPerJob.max}
        acceptValueOnBlur={false}
        splitChars={[]}
        onBlur={onBlur}
        error={problem ?? error}
        comboboxProps={{ withinPortal: true }}
      />
      {/* A status region, so a screen reader hears why Enter added nothing and which place to check. */}
      <div role="status">
        {full && search.trim() !== '' ? (
          <Text size="sm" fw={500}>
            <Trans>At most {max} places: remove one to add another.</Trans>
          </Text>
        ) : null}
        {notes.map((note) => (
          <Group key={note} gap={6} wrap="nowrap">
            <IconAlertTriangle aria-hidden size={16} color="var(--mantine-color-orange-7)" />
            <Text size="sm">{note}</Text>
          </Group>
        ))}
      </div>
      {choice ? (
        <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
          <Text component="legend" size="sm" mb={4}>
            <Trans>{city} is in more than one province. Which one?</Trans>
          </Text>
          <Group gap="xs">
            {choice.candidates.map((candidate) => (
              <Button key={candidate} size="xs" variant="default" onClick={() => add(candidate)}>
                {candidate}
              </Button>
            ))}
          </Group>
        </fieldset>
      ) : null}
    </Stack>
  );
}
