// Locations: 1 to 3 Canadian places, suggested from the core's places as the recruiter types; a typed
// `City, PR` is taken with Enter, and a city found in several provinces asks which one.
import { Button, Group, Stack, TagsInput, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { JobBoardClient } from '../../../src-shared/client/job-board-client.ts';
import { LIMITS } from '../../../src-shared/schemas/limits.ts';
import { locationSuggestionsQuery } from './queries.ts';
import { resolveTypedLocation } from './resolve-typed-location.ts';

export type LocationsInputProps = {
  value: string[];
  onChange(value: string[]): void;
  onBlur(): void;
  error: string | undefined;
  jobBoard: JobBoardClient;
};

const SEARCH_DELAY_MS = 120;

export function LocationsInput({ value, onChange, onBlur, error, jobBoard }: LocationsInputProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [choice, setChoice] = useState<{ city: string; candidates: string[] } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const suggestions = useQuery(locationSuggestionsQuery(jobBoard, debounced));

  const add = (description: string) => {
    setChoice(null);
    if (!value.includes(description)) onChange([...value, description].slice(0, LIMITS.locationsPerJob.max));
  };

  const handleChange = async (next: string[]) => {
    setProblem(null);
    setChoice(null);
    const added = next.filter((item) => !value.includes(item));
    if (added.length === 0) {
      onChange(next);
      return;
    }
    const kept = next.filter((item) => value.includes(item));
    for (const text of added) {
      const outcome = await resolveTypedLocation(text, (q) => jobBoard.searchLocations(q));
      if (outcome.kind === 'place') {
        if (!kept.includes(outcome.description)) kept.push(outcome.description);
      } else if (outcome.kind === 'choose') {
        setChoice({ city: outcome.city, candidates: outcome.candidates });
      } else {
        setProblem(outcome.message);
      }
    }
    onChange(kept.slice(0, LIMITS.locationsPerJob.max));
  };

  const options =
    search.trim() === '' ? [] : (suggestions.data ?? []).filter((item) => !value.includes(item));

  return (
    <Stack gap={6}>
      <TagsInput
        label="Locations"
        description={`1 to ${LIMITS.locationsPerJob.max} places in Canada. Type to search, or write "City, PR" and press Enter.`}
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
      {choice ? (
        <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
          <Text component="legend" size="sm" mb={4}>
            {choice.city} is in more than one province. Which one?
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
