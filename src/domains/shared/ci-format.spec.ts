import { formatBytes, formatDuration } from './ci-format';

describe('CI formatting', () => {
  it('formats run times', () => {
    expect(formatDuration(42.4)).toBe('42s');
    expect(formatDuration(192)).toBe('3m 12s');
    expect(formatDuration(3900)).toBe('1h 05m');
    expect(formatDuration(0)).toBe('0s');
    expect(formatDuration(undefined)).toBeUndefined();
    expect(formatDuration(null)).toBeUndefined();
    expect(formatDuration(Number.NaN)).toBeUndefined();
  });

  it('formats sizes', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(4300)).toBe('4.2 KiB');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1.5 MiB');
    expect(formatBytes(undefined)).toBeUndefined();
    expect(formatBytes(-1)).toBeUndefined();
  });
});
