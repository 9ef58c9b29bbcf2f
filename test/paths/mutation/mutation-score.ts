import type { EquivalentMutants } from './equivalent-mutants';
import type { ModelMutationRun } from './run-mutants';

/** A mutant no path failed on, and the shortest path that would have to see it. */
export interface Survivor {
  description: string;
  shortestConcerned?: string;
}

/** One product machine's mutation score, as one model's paths earn it. */
export interface MachineScore {
  model: string;
  machine: string;
  made: number;
  killed: number;
  /** Listed as equivalent (and, rightly, not killed). */
  equivalent: number;
  survived: number;
  /** Killed among the mutants that are not equivalent: 1 when all are. */
  score: number;
  survivors: Survivor[];
  /** Listed as equivalent, yet a path failed on them: the listing is wrong. */
  wronglyListed: Array<{ description: string; killedBy: string; failure: string }>;
}

/** What a run of a model's mutants scores, per machine, against its listed equivalents. */
export function scoresOf(run: ModelMutationRun, equivalents: EquivalentMutants): MachineScore[] {
  const machines = [...new Set(run.outcomes.map(({ machine }) => machine))];
  return machines.map((machine) => {
    const outcomes = run.outcomes.filter((outcome) => outcome.machine === machine);
    const listed = (description: string) => description in equivalents;
    const killed = outcomes.filter(({ killedBy }) => killedBy);
    const survivors = outcomes.filter(
      ({ killedBy, description }) => !killedBy && !listed(description),
    );
    const equivalent = outcomes.filter(
      ({ killedBy, description }) => !killedBy && listed(description),
    );
    const toKill = outcomes.length - equivalent.length;
    return {
      model: run.model,
      machine,
      made: outcomes.length,
      killed: killed.length,
      equivalent: equivalent.length,
      survived: survivors.length,
      score: toKill === 0 ? 1 : killed.length / toKill,
      survivors: survivors.map(({ description, shortestConcerned }) => ({
        description,
        shortestConcerned,
      })),
      wronglyListed: killed
        .filter(({ description }) => listed(description))
        .map(({ description, killedBy }) => ({
          description,
          killedBy: killedBy!.path,
          failure: killedBy!.failure,
        })),
    };
  });
}

/** Listed equivalents that no mutant of the run is called: the machine changed since. */
export const staleListings = (run: ModelMutationRun, equivalents: EquivalentMutants) =>
  Object.keys(equivalents).filter(
    (description) => !run.outcomes.some((outcome) => outcome.description === description),
  );

/** Whether a machine meets the goal: every mutant that is not equivalent killed, no wrong listing. */
export const meetsGoal = (score: MachineScore) =>
  score.survived === 0 && score.wronglyListed.length === 0;
