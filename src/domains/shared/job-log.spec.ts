import { capLine, cleanJobLog, logWindow, resolveCarriageReturns, stripAnsi, stripSectionMarkers } from './job-log';

const ESC = '\u001b';

describe('job log cleaning', () => {
  describe('stripAnsi', () => {
    it('removes colour, bold and erase-line sequences', () => {
      expect(stripAnsi(`${ESC}[32;1m$ npm test${ESC}[0;m`)).toBe('$ npm test');
      expect(stripAnsi(`${ESC}[0K${ESC}[36;1mPreparing${ESC}[0;m`)).toBe('Preparing');
      expect(stripAnsi(`${ESC}[31mred${ESC}[39m and ${ESC}[1mbold${ESC}[22m`)).toBe('red and bold');
    });

    it('removes OSC hyperlinks and two-byte escapes, and leaves plain text alone', () => {
      expect(stripAnsi(`${ESC}]8;;https://example.com${ESC}\\link${ESC}]8;;${ESC}\\`)).toBe('link');
      expect(stripAnsi(`${ESC}]0;title\u0007text`)).toBe('text');
      expect(stripAnsi(`a${ESC}Mb`)).toBe('ab');
      expect(stripAnsi('plain [brackets] 100%')).toBe('plain [brackets] 100%');
    });
  });

  describe('stripSectionMarkers', () => {
    it('removes start and end markers, with or without options, and keeps the header text', () => {
      expect(stripSectionMarkers(`section_start:1746093600:step_script\r${ESC}[0K${ESC}[0K${ESC}[36;1mExecuting "step_script"${ESC}[0;m`)).toBe(
        `${ESC}[0K${ESC}[36;1mExecuting "step_script"${ESC}[0;m`,
      );
      expect(stripSectionMarkers(`section_start:1746093600:build_deps[collapsed=true]\r${ESC}[0KInstalling`)).toBe('Installing');
      expect(stripSectionMarkers(`section_end:1746093601:step_script\r${ESC}[0K`)).toBe('');
    });

    it('leaves text that only mentions a section alone', () => {
      expect(stripSectionMarkers('see section_start in the docs')).toBe('see section_start in the docs');
    });
  });

  describe('resolveCarriageReturns', () => {
    it('keeps what a terminal shows last', () => {
      expect(resolveCarriageReturns('Downloading 10%\rDownloading 55%\rDownloading 100%')).toBe('Downloading 100%');
      expect(resolveCarriageReturns('done\r')).toBe('done');
      expect(resolveCarriageReturns('\r')).toBe('');
      expect(resolveCarriageReturns('no return')).toBe('no return');
    });
  });

  describe('cleanJobLog', () => {
    it('turns a runner log into plain lines and drops marker-only lines', () => {
      const raw = [
        `${ESC}[0KRunning with gitlab-runner 18.4.1${ESC}[0;m`,
        `section_start:1746093600:step_script\r${ESC}[0K${ESC}[0K${ESC}[36;1mExecuting "step_script" stage${ESC}[0;m${ESC}[0;m`,
        `${ESC}[32;1m$ npm test${ESC}[0;m`,
        'Progress 10%\rProgress 100%',
        '',
        `section_end:1746093601:step_script\r${ESC}[0K`,
        `${ESC}[31;1mERROR: Job failed: exit code 1${ESC}[0;m`,
        '',
      ].join('\n');
      expect(cleanJobLog(raw)).toEqual([
        'Running with gitlab-runner 18.4.1',
        'Executing "step_script" stage',
        '$ npm test',
        'Progress 100%',
        '',
        'ERROR: Job failed: exit code 1',
      ]);
    });

    it('handles CRLF line ends and an empty log', () => {
      expect(cleanJobLog('a\r\nb\r\n')).toEqual(['a', 'b']);
      expect(cleanJobLog('')).toEqual([]);
      expect(cleanJobLog('\n\n')).toEqual([]);
    });
  });

  describe('capLine', () => {
    it('cuts a long line with a note of the rest', () => {
      expect(capLine('abcdef', 4)).toBe('abcd… [2 more characters]');
      expect(capLine('abcd', 4)).toBe('abcd');
    });
  });

  describe('logWindow', () => {
    const lines = Array.from({ length: 10 }, (_, i) => `line ${i + 1}`);

    it('shows the tail by default', () => {
      expect(logWindow(lines, { count: 3 })).toEqual({ lines: ['line 8', 'line 9', 'line 10'], start: 8, end: 10, total: 10 });
    });

    it('shows the whole log when it is shorter than the count', () => {
      expect(logWindow(lines, { count: 50 })).toMatchObject({ start: 1, end: 10, total: 10 });
    });

    it('reads forward from an offset, stopping at the last line', () => {
      expect(logWindow(lines, { count: 3, offset: 2 })).toEqual({ lines: ['line 2', 'line 3', 'line 4'], start: 2, end: 4, total: 10 });
      expect(logWindow(lines, { count: 5, offset: 9 })).toEqual({ lines: ['line 9', 'line 10'], start: 9, end: 10, total: 10 });
    });

    it('shows nothing past the end or for an empty log', () => {
      expect(logWindow(lines, { count: 5, offset: 11 })).toEqual({ lines: [], start: 0, end: 0, total: 10 });
      expect(logWindow([], { count: 5 })).toEqual({ lines: [], start: 0, end: 0, total: 0 });
    });

    it('keeps under the character bound: a tail drops its first lines, a forward read its last', () => {
      // Each "line N" is 6-7 characters plus a newline.
      expect(logWindow(lines, { count: 5, maxChars: 16 })).toMatchObject({ lines: ['line 9', 'line 10'], start: 9, end: 10 });
      expect(logWindow(lines, { count: 5, offset: 1, maxChars: 15 })).toMatchObject({ lines: ['line 1', 'line 2'], start: 1, end: 2 });
    });

    it('always keeps one line, even over the bound', () => {
      expect(logWindow(['x'.repeat(50)], { count: 1, maxChars: 10 })).toMatchObject({ start: 1, end: 1 });
    });
  });
});
