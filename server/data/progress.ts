/**
 * Progress for long jobs (every long job shows it): on a terminal one line redrawn with a bar, counts and
 * an ETA; otherwise (CI, logs) a plain line per phase and at most one every 5 seconds.
 */
export interface Progress {
  update(done: number, total: number, phase: string): void;
  done(message: string): void;
}

const bar = (ratio: number, width = 24) => {
  const filled = Math.round(ratio * width);
  return `[${"#".repeat(filled)}${"-".repeat(width - filled)}]`;
};

function formatSeconds(s: number): string {
  return s >= 60
    ? `${Math.floor(s / 60)}m${String(Math.round(s % 60)).padStart(2, "0")}s`
    : `${s.toFixed(0)}s`;
}

export function createProgress(
  options: { tty?: boolean; write?: (line: string) => void; now?: () => number } = {},
): Progress {
  const tty = options.tty ?? process.stdout.isTTY === true;
  const write = options.write ?? ((line: string) => process.stdout.write(line));
  const now = options.now ?? Date.now;
  let phase = "";
  let phaseStart = now();
  let lastLine = 0;
  return {
    update(done, total, nextPhase) {
      const t = now();
      const newPhase = nextPhase !== phase;
      if (newPhase) {
        phase = nextPhase;
        phaseStart = t;
      }
      const ratio = total > 0 ? Math.min(1, done / total) : 0;
      const elapsed = (t - phaseStart) / 1000;
      const eta = ratio > 0.02 && ratio < 1 ? ` ETA ${formatSeconds((elapsed / ratio) * (1 - ratio))}` : "";
      const text = `${phase} ${bar(ratio)} ${done.toLocaleString("en")}/${total.toLocaleString("en")}${eta}`;
      if (tty) write(`\r${text.padEnd(90)}`);
      else if (newPhase || t - lastLine >= 5000 || done === total) {
        write(`${text}\n`);
        lastLine = t;
      }
    },
    done(message) {
      write(tty ? `\r${message.padEnd(90)}\n` : `${message}\n`);
    },
  };
}
