/**
 * A second destination of the JSON log lines: telemetry attaches its exporter once it has started
 * (OpenTelemetry logs); until then, and without telemetry, lines written here go nowhere. The lines
 * are the ones stderr gets, already redacted.
 */
export class LogExportSink {
  private target: ((line: string) => void) | undefined;

  /** Where lines go from now on. */
  attach(target: (line: string) => void): void {
    this.target = target;
  }

  write(line: string): boolean {
    this.target?.(line);
    return true;
  }
}
