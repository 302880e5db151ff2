// The app's root component. Drafting, listing and sync screens grow from here.
import { POSITION_TYPES } from '../../src-shared/catalogs/position-types.ts';

export function App() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 24 }}>
      <h1>JobDesk</h1>
      <p>Draft job postings offline and publish them when you are back online.</p>
      <p>Position types: {POSITION_TYPES.map((type) => type.name).join(', ')}</p>
    </main>
  );
}
