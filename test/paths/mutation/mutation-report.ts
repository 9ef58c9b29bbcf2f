import { percent, xmlEscape } from '../plan-formats';
import type { MachineScore } from './mutation-score';

/** Every model's scores, and the listings that name no mutant any more. */
export interface MutationReport {
  scores: MachineScore[];
  /** Per model: listed equivalents no mutant is called (the machine changed since). */
  stale: Record<string, string[]>;
}

const scoreText = (score: MachineScore) =>
  percent({ covered: score.killed, total: score.made - score.equivalent });

const TABLE_HEAD = [
  '| machine | model | mutants | killed | equivalent | survived | score |',
  '|---|---|---:|---:|---:|---:|---:|',
];

const tableRow = (score: MachineScore) =>
  `| ${score.machine} | ${score.model} | ${score.made} | ${score.killed} | ${score.equivalent} | ` +
  `${score.survived} | ${scoreText(score)} |`;

/** What must change for the goal: survivors to kill, wrong and stale listings to remove. */
function findings(report: MutationReport): string[] {
  const lines: string[] = [];
  for (const score of report.scores) {
    for (const survivor of score.survivors) {
      lines.push(`- Survived: ${survivor.description}`);
      lines.push(
        survivor.shortestConcerned
          ? `  - the shortest path that would have to see it: ${survivor.shortestConcerned}`
          : '  - no path goes through what it changes',
      );
    }
    for (const wrong of score.wronglyListed) {
      lines.push(`- Listed as equivalent, yet killed: ${wrong.description}`);
      lines.push(`  - by: ${wrong.killedBy}`, `  - failing twice with: ${wrong.failure}`);
    }
  }
  for (const [model, descriptions] of Object.entries(report.stale)) {
    for (const description of descriptions)
      lines.push(`- Listed as equivalent for ${model}, but no mutant is called so: ${description}`);
  }
  return lines;
}

/** The table and the findings, as printed and as mutation.md. */
export function toMarkdown(report: MutationReport): string {
  const found = findings(report);
  return [
    '# Mutation score of the product machines',
    '',
    ...TABLE_HEAD,
    ...report.scores.map(tableRow),
    '',
    ...(found.length ? found : ['Every mutant that is not equivalent was killed.']),
    '',
  ].join('\n');
}

export const toJson = (report: MutationReport) => `${JSON.stringify(report, null, 2)}\n`;

/**
 * One testsuite per machine, its figures and score in `<properties>`; one testcase per mutant,
 * failed when it survived, skipped (with the reason) when it is listed as equivalent.
 */
export function toJunit(
  report: MutationReport,
  outcomes: Map<string, { killedBy?: string; equivalent?: string }>,
): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<testsuites name="mutation">'];
  for (const score of report.scores) {
    const properties = {
      mutants: score.made,
      killed: score.killed,
      equivalent: score.equivalent,
      survived: score.survived,
      mutationScore: score.score.toFixed(4),
    };
    const name = xmlEscape(`${score.model}: ${score.machine}`);
    lines.push(
      `  <testsuite name="${name}" tests="${score.made}" failures="${score.survived}" ` +
        `skipped="${score.equivalent}">`,
      '    <properties>',
      ...Object.entries(properties).map(
        ([key, value]) => `      <property name="${key}" value="${value}"/>`,
      ),
      '    </properties>',
    );
    for (const [description, outcome] of outcomes) {
      if (!description.startsWith(`${score.machine}: `)) continue;
      lines.push(`    <testcase classname="${name}" name="${xmlEscape(description)}">`);
      if (outcome.equivalent && !outcome.killedBy) {
        lines.push(`      <skipped message="${xmlEscape(`equivalent: ${outcome.equivalent}`)}"/>`);
      } else if (!outcome.killedBy) {
        lines.push('      <failure message="survived: no path failed on this mutant"/>');
      }
      lines.push('    </testcase>');
    }
    lines.push('  </testsuite>');
  }
  lines.push('</testsuites>');
  return `${lines.join('\n')}\n`;
}
