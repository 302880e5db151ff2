// Position types: the list and ids the real board publishes, so offline drafts carry ids it accepts.
export const POSITION_TYPES = [
  { id: 1, name: 'Full Time' },
  { id: 2, name: 'Part Time' },
  { id: 3, name: 'Contract' },
  { id: 4, name: 'Temp' },
  { id: 5, name: 'Volunteer' },
] as const;

export type PositionTypeEntry = (typeof POSITION_TYPES)[number];

export function findPositionType(id: number): PositionTypeEntry | undefined {
  return POSITION_TYPES.find((positionType) => positionType.id === id);
}
