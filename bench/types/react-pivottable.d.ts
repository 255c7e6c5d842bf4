// react-pivottable 0.11 ships no types: just the part of its Utilities the pivot bench uses.
declare module 'react-pivottable/Utilities' {
  interface Aggregator {
    push(record: Record<string, unknown>): void;
    value(): unknown;
  }
  type AggregatorFactory = (
    vals: string[],
  ) => (data: PivotData, rowKey: unknown[], colKey: unknown[]) => Aggregator;

  interface PivotDataProps {
    data: readonly Record<string, unknown>[];
    rows: string[];
    cols: string[];
    vals?: string[];
    aggregatorName?: string;
    aggregators?: Record<string, AggregatorFactory>;
  }

  class PivotData {
    constructor(props: PivotDataProps);
    getRowKeys(): unknown[][];
    getColKeys(): unknown[][];
    getAggregator(rowKey: unknown[], colKey: unknown[]): Aggregator;
  }
}
