import { sql } from 'drizzle-orm';
import { items } from '../../db/schema';
import { col, epochMs } from '../../db/sql-parts';
import { contextMoment, type MemberExtension } from '../accounts';

const NEXT_LIVE = 'next_live';
const liveEnd = sql`${col(items.event_date)} + make_interval(secs => ${col(items.duration_seconds)})`;

/**
 * The library's part of the member context (decision 0013): the next moment a live class starts
 * or ends, when an answer that shows lives (upcoming or joinable) changes with no write.
 */
export const libraryMemberExtension = (): MemberExtension => ({
  context: {
    fields: {
      [NEXT_LIVE]: sql`(select ${epochMs(sql`min(moment)`)} from (
          select ${col(items.event_date)} as moment from ${items}
            where ${col(items.kind)} = 'live_training' and ${col(items.event_date)} > now()
          union all
          select ${liveEnd} from ${items}
            where ${col(items.kind)} = 'live_training' and ${liveEnd} > now()
        ) lives)`,
    },
    until: (context) => contextMoment(context, NEXT_LIVE),
  },
});
