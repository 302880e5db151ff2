// Field names as the recruiter reads them: the editor's labels, whatever name the API or the store uses.
import { describe, expect, it } from 'vitest';
import { editorLabel, messageInEditorWords } from './editor-labels.ts';

describe('editor labels', () => {
  it("names the store's fields as the editor does", () => {
    expect(
      ['categoryIds', 'positionTypeId', 'applicantRoutingTypeId', 'referenceId'].map(editorLabel),
    ).toEqual(['Categories', 'Position type', 'How candidates apply', 'Reference ID']);
    expect(editorLabel('somethingNew')).toBe('somethingNew');
  });

  it('puts the label in place of the API path that leads a message', () => {
    expect(messageInEditorWords('referenceId: This reference is already used.')).toBe(
      'Reference ID: This reference is already used.',
    );
    expect(messageInEditorWords('locations[1].description: Unknown place.')).toBe(
      'Location 2: Unknown place.',
    );
    expect(messageInEditorWords('salary.amount: Too high.')).toBe('Salary amount: Too high.');
  });

  it('leaves a message without a known path as the board wrote it', () => {
    for (const message of ['Title is too long.', 'Note: the board is busy.', 'widgetCount: too many.', '']) {
      expect(messageInEditorWords(message)).toBe(message);
    }
  });
});
