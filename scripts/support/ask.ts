import { createInterface } from "node:readline/promises";

/**
 * Asks a question on the terminal; with `hidden`, what is typed is not echoed (passwords).
 * Without a terminal there is nobody to ask: the command stops and says which variable to set.
 */
export async function ask(question: string, { hidden = false } = {}): Promise<string> {
  if (!process.stdin.isTTY) {
    process.stderr.write(
      `${question.trim()} não informado: defina BACKUP_USERNAME e BACKUP_PASSWORD para uso sem terminal.\n`,
    );
    process.exit(1);
  }
  const terminal = createInterface({ input: process.stdin, output: process.stderr });
  if (hidden) {
    // Echo nothing of the answer: readline writes through this method.
    const output = terminal as unknown as { _writeToOutput: (text: string) => void };
    const original = output._writeToOutput.bind(terminal);
    output._writeToOutput = (text) => original(text.startsWith(question) ? question : "");
  }
  try {
    return (await terminal.question(question)).trim();
  } finally {
    if (hidden) process.stderr.write("\n");
    terminal.close();
  }
}
