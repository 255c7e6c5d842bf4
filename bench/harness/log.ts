/** Progress goes to stderr: stdout carries only the JSON result. */
export function progress(message: string): void {
  process.stderr.write(`[bench] ${message}\n`);
}
