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

  it('says what happened to the job by name, and never that the board has it before sync sent it', () => {
    expect(savedMessage('Line Cook', 'save', 'offline')).toBe('“Line Cook” saved.');
    expect(savedMessage('Line Cook', 'publish', 'idle')).toBe(
      '“Line Cook” saved; it is being published on the job board.',
    );
    expect(savedMessage('Line Cook', 'republish', 'syncing')).toBe(
      '“Line Cook” saved; it is being published again on the job board.',
    );
    for (const away of ['offline', 'retrying', 'error', 'paused'] as const)
      expect(savedMessage('Line Cook', 'publish', away)).toBe(
        '“Line Cook” saved; it will be published on the job board once JobDesk reaches it.',
      );
    expect(savedMessage('Line Cook', 'archive', 'unconfigured')).toBe(
      '“Line Cook” is saved to be archived. Connect your job board in Settings to send it.',
    );
  });

  it('heads the editor with the saved title, or with what is being made', () => {
    expect(editorHeading({ title: 'Welder' }, null)).toBe('Welder');
    expect(editorHeading({ title: '' }, null)).toBe('Untitled job');
    expect(editorHeading(null, 12)).toBe('New job (copy)');
    expect(editorHeading(null, null)).toBe('New job');
  });
});
