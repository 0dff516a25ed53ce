import { benchIdSql } from './benchIds';

// The order's place in the seed (g in seedBench.ts): its orders are two minutes apart from 2020-01-01.
const SEED_NUMBER = `(extract(epoch from o.created_at - timestamptz '2020-01-01') / 120)::int`;

const TEXTS = `(array['Any news on the kudu?', 'The skins are at the tannery.', 'Please confirm the mount.',
  'Quote sent, see the attachment.', 'Can we add a shoulder mount?', 'Dipping and packing next week.'])`;

/**
 * SQL filling `messages` and `message_read_marks` (docs/messages.md) for the seeded orders: every
 * third order (and each of the PH with fewest orders') has a conversation of 1 to 10 messages, three hours apart, the client side (the
 * order's outfitter, PH and, for client 1, the client's own account) writing the odd ones and staff
 * (admin and liaison in turn) the even ones, a quarter of staff's internal notes. Each reader of a
 * conversation (admin, the order's outfitter, PH and client account) opened its thread in turn
 * never, halfway or after its last message, so every page 1 holds unread and read messages.
 * @example await exec(seedMessagesSql);
 */
export const seedMessagesSql = `
  create temporary table bench_threads as
    select o.id, o.created_at, ${SEED_NUMBER} as g, 1 + abs(hashint4(${SEED_NUMBER})) % 10 as messages,
      array[o.outfitter_id, o.ph_id, c.user_id] as client_side
    from orders o join clients c on c.id = o.client_id
    where ${SEED_NUMBER} % 3 = 0
      -- The PH with the fewest orders (8) has a conversation on each, so their page 1 has unread
      -- messages at any size: every third of 8 orders may miss them.
      or o.ph_id = (select ph_id from orders where ph_id is not null group by ph_id order by count(*), ph_id limit 1);
  -- The rows refer to seeded orders and users by construction: no per-row foreign key checks,
  -- which would take about half the load (the tables have no other triggers).
  set session_replication_role = replica;
  insert into messages (order_id, author_id, from_studio, internal, text, created_at, updated_at)
    select t.id,
      case when k % 2 = 0 then (array[${benchIdSql(4, '1')}, ${benchIdSql(4, '2')}])[1 + (t.g / 3 + k / 2) % 2]
        else t.client_side[1 + (t.g + k) % (case when t.client_side[3] is null then 2 else 3 end)] end,
      k % 2 = 0, k % 2 = 0 and abs(hashint4(t.g * 16 + k)) % 4 = 0, ${TEXTS}[1 + (t.g + k) % 6],
      t.created_at + k * interval '3 hours', t.created_at + k * interval '3 hours'
    from bench_threads t cross join lateral generate_series(1, t.messages) k;
  insert into message_read_marks (user_id, order_id, read_at)
    select reader, t.id, t.created_at + (case when (t.g / 3 + r) % 3 = 1 then t.messages / 2
        else t.messages end) * interval '3 hours' + interval '1 minute'
    from bench_threads t
      cross join lateral unnest(array[${benchIdSql(4, '1')}, t.client_side[1], t.client_side[2], t.client_side[3]])
        with ordinality as readers(reader, r)
    where reader is not null and (t.g / 3 + r) % 3 <> 0
    order by reader, t.id;
  reset session_replication_role;
  drop table bench_threads;
`;
