import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatEn } from './chatEn';
import { chatEs } from './chatEs';
import { registerTexts } from './textRegistry';
import { translate } from './translate';

// No setup registers anything in the shared project: this file starts with an empty registry.
describe('translate over the registered catalogues', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('a key whose catalogue is not registered shows as itself, said once on the console', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(translate('es', 'chat.thread.empty')).toBe('chat.thread.empty');
    expect(translate('en', 'chat.thread.empty')).toBe('chat.thread.empty');
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('once registered, both languages answer with their own text and fill placeholders', () => {
    registerTexts(chatEn, chatEs);
    expect(translate('en', 'chat.thread.empty')).toBe(chatEn['chat.thread.empty']);
    expect(translate('es', 'chat.thread.empty')).toBe(chatEs['chat.thread.empty']);
    expect(translate('en', 'chat.list.unread', { count: 3 })).toBe('3 unread');
    expect(translate('es', 'chat.list.unread', { count: 3 })).toBe('3 sin leer');
  });
});
