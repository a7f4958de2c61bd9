import { CompiledQuery, type KyselyPlugin } from 'kysely';
import type { Connection } from './connect.ts';
import type { Db } from './types.ts';

/**
 * How a plan orders its rows: read in order off an index ('none'), sorting only rows that tie
 * on the index's columns ('ties'), or sorting every row it read ('all').
 */
export type PlanSort = 'none' | 'ties' | 'all';

/** What the planner chose for one query. */
export interface QueryPlan {
  /** The indexes it reads, in the order the plan names them. */
  indexes: string[];
  /** Tables it reads whole, without an index. */
  fullScans: string[];
  sort: PlanSort;
  /** One line per step, to show beside the verdict. */
  steps: string[];
}

/**
 * A view of `db` that keeps every query run through it, compiled as it was sent: a plan check
 * explains the services' own queries, never SQL typed again beside them.
 */
export function recordingDb(db: Db): { db: Db; queries: CompiledQuery[] } {
  const queries: CompiledQuery[] = [];
  const executor = db.getExecutor();
  const recorder: KyselyPlugin = {
    transformQuery({ node, queryId }) {
      queries.push(executor.compileQuery(node, queryId));
      return node;
    },
    transformResult: ({ result }) => Promise.resolve(result),
  };
  return { db: db.withPlugin(recorder), queries };
}

/** EXPLAIN QUERY PLAN (SQLite) or EXPLAIN (FORMAT JSON) (PostgreSQL) of one compiled query, with its parameters. */
export async function explain({ db, dialect }: Connection, query: CompiledQuery): Promise<QueryPlan> {
  if (dialect === 'sqlite') {
    const { rows } = await db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
    );
    return sqlitePlan(rows.map((row) => row.detail));
  }
  const { rows } = await db.executeQuery<{ 'QUERY PLAN': [{ Plan: PostgresNode }] }>(
    CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]),
  );
  const plan = rows[0]?.['QUERY PLAN'][0].Plan;
  if (!plan) throw new Error('EXPLAIN returned no plan');
  return postgresPlan(plan);
}

function sqlitePlan(details: string[]): QueryPlan {
  const indexes: string[] = [];
  const fullScans: string[] = [];
  let sort: PlanSort = 'none';
  for (const detail of details) {
    const index = /USING (?:COVERING )?INDEX (\S+)/.exec(detail)?.[1];
    if (index) indexes.push(index);
    // 'SCAN goods' alone reads the table; 'SCAN goods USING …' walks an index, a virtual table its own index.
    const scanned = /^SCAN (\S+)$/.exec(detail)?.[1];
    if (scanned) fullScans.push(scanned);
    if (/^USE TEMP B-TREE FOR ORDER BY/.test(detail)) sort = 'all';
    else if (/^USE TEMP B-TREE FOR (RIGHT PART|LAST TERM|LAST \d+ TERMS) OF ORDER BY/.test(detail) && sort === 'none') {
      sort = 'ties';
    }
  }
  return { indexes, fullScans, sort, steps: details };
}

interface PostgresNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PostgresNode[];
}

function postgresPlan(root: PostgresNode): QueryPlan {
  const plan: QueryPlan = { indexes: [], fullScans: [], sort: 'none', steps: [] };
  const visit = (node: PostgresNode, depth: number) => {
    const type = node['Node Type'];
    if (node['Index Name']) plan.indexes.push(node['Index Name']);
    if (type === 'Seq Scan' && node['Relation Name']) plan.fullScans.push(node['Relation Name']);
    if (type === 'Sort') plan.sort = 'all';
    else if (type === 'Incremental Sort' && plan.sort === 'none') plan.sort = 'ties';
    const on = node['Index Name'] ?? node['Relation Name'];
    plan.steps.push(`${'  '.repeat(depth)}${type}${on ? ` ${on}` : ''}`);
    for (const child of node.Plans ?? []) visit(child, depth + 1);
  };
  visit(root, 0);
  return plan;
}
