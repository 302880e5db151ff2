// The editor's save, merge and conflict states in a small zustand store, one per open editor: what the
// tab's edits are measured from (the job as last saved or met), where its last save stands, what a version
// saved underneath brought into the form, and what the recruiter still has to decide. Every transition is
// a plain function of the state, so the whole machine is tested without React (editor-save-store.test.ts);
// the effects (requests, the form, focus, toasts) stay with the hook and the form.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { MergedProperty, PropertyConflict } from '../../../src-shared/schemas/conflicts.ts';
import type { Job } from '../../../src-shared/schemas/resources.ts';
import type { JobFormValues } from './form-values.ts';
import { changedUnderneath, decideConflict, type EditorBase, rebaseOnSaved } from './merge-saved-job.ts';

/**
 * Where the editor stands: `editing` before any save; `saving` while one is on its way; `saved` once the
 * core has it; `merged` when a version saved elsewhere was taken into the form with nothing to decide;
 * `conflict` while a detail changed both here and there waits for the recruiter; `failed` when the last
 * save was refused or stopped by a check (nothing of it was saved).
 */
export type SavePhase = 'editing' | 'saving' | 'saved' | 'merged' | 'conflict' | 'failed';

export type EditorSaveState = {
  phase: SavePhase;
  /** The job as the core had it when this tab last loaded, saved or met it; null for a job not created yet. */
  stored: Job | null;
  /** `stored` as the form shows it (or the new job's first values): edits are measured from it. */
  baseline: JobFormValues;
  /** Details taken from a version saved underneath while this tab had edits (said above the form). */
  taken: MergedProperty[];
  /** Details changed both here and underneath to different values: nothing is saved until each is decided. */
  conflicts: PropertyConflict[];
  /** Changes whenever the description's input must load its value again (taken, decided, restored). */
  descriptionResetKey: string;
};

/** What meeting a version saved underneath did: the form's values now, and whether anything waits to be decided. */
export type MetSaved = { values: JobFormValues; conflicts: boolean };

export type EditorSaveActions = {
  /** A save begins; false (and nothing changes) while one is on its way or a conflict waits. */
  saveStarted(): boolean;
  /**
   * Meets `theirs`, saved underneath this tab, by the shared three-way rule (merge-saved-job.ts): their
   * changes to details this tab did not touch come into the form, a detail changed on both sides waits in
   * `conflicts`, and `theirs` becomes the base. `mine`: the form now; `hadEdits`: whether it differed from the
   * base (a tab without edits simply shows the new version, saying nothing). Null when `theirs` holds
   * nothing new. During a save the phase stays `saving` unless a conflict stops it.
   */
  metSaved(theirs: Job, mine: JobFormValues, hadEdits: boolean): MetSaved | null;
  /** One conflict decided; answers the form's values with that choice. The last one decided: `merged`. */
  conflictDecided(property: MergedProperty, choice: 'mine' | 'theirs', mine: JobFormValues): JobFormValues;
  /** The core has the save: `saved` and `savedValues` (as the form shows it) are the new base. */
  saveSucceeded(saved: Job, savedValues: JobFormValues): void;
  /** The save was refused or stopped by a check: nothing of it was saved. */
  saveFailed(): void;
  /** The recruiter closed the note of what was taken from elsewhere. */
  takenDismissed(): void;
  /** The description's input loaded `html` (normalised): not an edit when the form still showed the base's. */
  descriptionNormalized(html: string, formDescription: string): void;
  /** The description's input must load the form's value again (unsaved edits restored). */
  descriptionReloaded(): void;
};

export type EditorSaveStore = StoreApi<EditorSaveState & EditorSaveActions>;

/** A fresh machine for one editor: `stored` as loaded (null for a new job) and the form's first values. */
export function createEditorSaveStore(stored: Job | null, baseline: JobFormValues): EditorSaveStore {
  let reloads = 0;
  const nextResetKey = (why: string) => `${why}-${++reloads}`;
  return createStore<EditorSaveState & EditorSaveActions>()((set, get) => ({
    phase: 'editing',
    stored,
    baseline,
    taken: [],
    conflicts: [],
    descriptionResetKey: 'initial',

    saveStarted() {
      const { phase, conflicts } = get();
      if (phase === 'saving' || conflicts.length > 0) return false;
      set({ phase: 'saving' });
      return true;
    },

    metSaved(theirs, mine, hadEdits) {
      const state = get();
      if (state.stored === null) return null;
      const base: EditorBase = { job: state.stored, values: state.baseline };
      if (!changedUnderneath(base, theirs)) return null;
      const rebase = rebaseOnSaved(base, mine, theirs);
      const decided = new Set(rebase.conflicts.map((conflict) => conflict.property));
      const conflicts = [
        ...state.conflicts.filter((conflict) => !decided.has(conflict.property)),
        ...rebase.conflicts,
      ];
      const phase: SavePhase =
        conflicts.length > 0 ? 'conflict' : state.phase === 'saving' ? 'saving' : 'merged';
      set({
        phase,
        stored: rebase.base.job,
        baseline: rebase.base.values,
        conflicts,
        ...(hadEdits ? { taken: rebase.taken } : {}),
        ...(rebase.taken.includes('description')
          ? { descriptionResetKey: nextResetKey('saved-elsewhere') }
          : {}),
      });
      return { values: rebase.values, conflicts: conflicts.length > 0 };
    },

    conflictDecided(property, choice, mine) {
      const state = get();
      if (state.stored === null) return mine;
      const values = decideConflict(mine, { job: state.stored, values: state.baseline }, property, choice);
      const conflicts = state.conflicts.filter((conflict) => conflict.property !== property);
      set({
        conflicts,
        ...(state.phase === 'conflict' && conflicts.length === 0 ? { phase: 'merged' as const } : {}),
        ...(choice === 'theirs' && property === 'description'
          ? { descriptionResetKey: nextResetKey('decided') }
          : {}),
      });
      return values;
    },

    saveSucceeded(saved, savedValues) {
      set({ phase: 'saved', stored: saved, baseline: savedValues, taken: [] });
    },

    saveFailed() {
      // A conflict found on the way keeps its phase: the recruiter decides, then saves again.
      if (get().phase === 'saving') set({ phase: 'failed' });
    },

    takenDismissed() {
      set({ taken: [] });
    },

    descriptionNormalized(html, formDescription) {
      const { baseline: current } = get();
      if (formDescription === current.description) set({ baseline: { ...current, description: html } });
    },

    descriptionReloaded() {
      set({ descriptionResetKey: nextResetKey('restored') });
    },
  }));
}

/** Whether a Save now would send anything: not while one is on its way, nor while a conflict waits. */
export const selectCanSave = (state: EditorSaveState): boolean =>
  state.phase !== 'saving' && state.conflicts.length === 0;
