// Applicant routing types: how candidates apply. Code names them by kind ('email' | 'url'), the wire by id.
export const ROUTING_TYPES = [
  { id: 1, name: 'Email' },
  { id: 2, name: 'URL' },
] as const;

export type RoutingTypeEntry = (typeof ROUTING_TYPES)[number];

/** The routing type id of each kind. */
export const ROUTING_TYPE_IDS = { email: 1, url: 2 } as const satisfies Record<
  string,
  RoutingTypeEntry['id']
>;
export type RoutingKind = keyof typeof ROUTING_TYPE_IDS;

/** Applications are collected by the board and emailed to the employer (needs `applicationEmail`). */
export const ROUTING_EMAIL = ROUTING_TYPE_IDS.email;
/** Candidates apply on the employer's own site (needs `applicationUrl`). */
export const ROUTING_URL = ROUTING_TYPE_IDS.url;

export function findRoutingType(id: number): RoutingTypeEntry | undefined {
  return ROUTING_TYPES.find((routingType) => routingType.id === id);
}

export function routingKindOf(id: number): RoutingKind | undefined {
  if (id === ROUTING_EMAIL) return 'email';
  if (id === ROUTING_URL) return 'url';
  return undefined;
}
