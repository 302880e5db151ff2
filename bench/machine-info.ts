// What the numbers were measured on: Node, CPUs, memory, load, and a reminder that the machine is shared.
import { availableParallelism, cpus, freemem, loadavg, platform, release, totalmem } from 'node:os';

export type MachineInfo = {
  node: string;
  platform: string;
  cpuCount: number;
  cpuModel: string;
  totalMemoryMb: number;
  freeMemoryMb: number;
  /** 1, 5 and 15 minute load averages when the run started. */
  loadAverage: number[];
  date: string;
  note: string;
};

export function readMachineInfo(now: Date): MachineInfo {
  return {
    node: process.version,
    platform: `${platform()} ${release()} ${process.arch}`,
    cpuCount: availableParallelism(),
    cpuModel: cpus()[0]?.model ?? 'unknown',
    totalMemoryMb: Math.round(totalmem() / 1_048_576),
    freeMemoryMb: Math.round(freemem() / 1_048_576),
    loadAverage: loadavg().map((value) => Math.round(value * 100) / 100),
    date: now.toISOString(),
    note:
      'Shared machine: other engineers run tests on it. Absolute numbers are noisy; ratios are measured in ' +
      'the same run, in alternating rounds, so noise falls on both sides.',
  };
}

export function machineHeader(machine: MachineInfo): string {
  return (
    `node ${machine.node} · ${machine.cpuCount} CPUs (${machine.cpuModel}) · ${machine.platform} · ` +
    `${machine.date} · load ${machine.loadAverage.join(' ')}`
  );
}
