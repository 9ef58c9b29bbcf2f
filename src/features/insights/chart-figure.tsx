import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { BarChart, type BarChartProps } from './bar-chart';
import { ChartCard, ChartHeader, ChartSummary, DataTable } from './insights.styles';
import { INSIGHTS_TEXTS } from './insights.texts';

export interface ChartFigureProps extends Omit<BarChartProps, 'describedBy'> {
  title: string;
  /** One sentence that says what the chart shows: its text alternative. */
  summary: string;
  /** The chart's numbers, as table columns and rows. */
  columns: readonly string[];
  rows: ReadonlyArray<readonly ReactNode[]>;
}

/** A chart with its summary sentence, and its numbers as a table behind a toggle. */
export function ChartFigure({ title, summary, columns, rows, ...chart }: ChartFigureProps) {
  const [showTable, setShowTable] = useState(false);
  const id = useId();
  const summaryId = `${id}-summary`;
  const tableId = `${id}-table`;
  return (
    <ChartCard aria-labelledby={`${id}-title`}>
      <ChartHeader>
        <h3 id={`${id}-title`}>{title}</h3>
        <Button
          type="button"
          $variant="outline"
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable((shown) => !shown)}
        >
          {showTable ? INSIGHTS_TEXTS.table.hide : INSIGHTS_TEXTS.table.show}
        </Button>
      </ChartHeader>
      <ChartSummary id={summaryId}>{summary}</ChartSummary>
      <BarChart {...chart} describedBy={summaryId} />
      <div id={tableId} hidden={!showTable}>
        {showTable && (
          <DataTable>
            <caption>{title}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map(([head, ...cells], index) => (
                <tr key={index}>
                  <th scope="row">{head}</th>
                  {cells.map((cell, cellIndex) => (
                    <td key={cellIndex}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </div>
    </ChartCard>
  );
}
