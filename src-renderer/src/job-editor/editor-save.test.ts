// The editor's saving rules without a browser: which status each action saves, its words, the heading.
import { describe, expect, it } from 'vitest';
import { editorHeading, isSaveAction, savedMessage, statusFor } from './editor-save.ts';

describe('saving in the editor', () => {
  it('publishes and re-publishes as active, archives as archived, and keeps the status on Save', () => {
    expect(statusFor('publish', 'draft')).toBe('active');
    expect(statusFor('republish', 'archived')).toBe('active');
    expect(statusFor('archive', 'active')).toBe('archived');
    expect(statusFor('save', 'archived')).toBe('archived');
    expect(statusFor('save', null)).toBe('draft');
  });

  it('tells the saving actions from the others', () => {
    expect(['save', 'publish', 'archive', 'republish'].every((action) => isSaveAction(action))).toBe(true);
    expect(['duplicate', 'delete', 'preview', 'leave'].some((action) => isSaveAction(action))).toBe(false);
  });

  it('says what happened to the job by name', () => {
    expect(savedMessage('Line Cook', 'republish')).toBe('“Line Cook” re-published.');
  });

  it('heads the editor with the saved title, or with what is being made', () => {
    expect(editorHeading({ title: 'Welder' }, null)).toBe('Welder');
    expect(editorHeading({ title: '' }, null)).toBe('Untitled job');
    expect(editorHeading(null, 12)).toBe('New job (copy)');
    expect(editorHeading(null, null)).toBe('New job');
  });
});
