import { describe, expect, it, vi } from 'vitest';
import { lazyFormExtension, type FormExtension } from './form-extension.ts';

const loaded: FormExtension = { afterCreate: (answer) => ({ done: answer === 'ok' }) };

describe('lazyFormExtension', () => {
  it('loads the extension once, on preload, and hands every create to it', async () => {
    const load = vi.fn(() => Promise.resolve(loaded));
    const extension = lazyFormExtension(load);
    expect(load).not.toHaveBeenCalled();
    extension.preload?.();
    await expect(extension.afterCreate('ok', {})).resolves.toEqual({ done: true });
    await expect(extension.afterCreate('failed', {})).resolves.toEqual({ done: false });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again after a failed one (a preload that failed does not break the save)', async () => {
    const load = vi
      .fn<() => Promise<FormExtension>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(loaded);
    const extension = lazyFormExtension(load);
    extension.preload?.();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await expect(extension.afterCreate('ok', {})).resolves.toEqual({ done: true });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
