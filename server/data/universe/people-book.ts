/**
 * Assigns managers to funds: a company's people are reused across its funds (so "funds
 * managed" and "AUM managed" per manager mean something), new people are hired as needed.
 * Start dates are at least half a year old unless the fund itself is younger, so only the
 * manager-change scenario shows a fresh change.
 */
import type { CompanyModel } from "./companies";
import { createPerson, type Person } from "./people";
import type { FundPlan, PlanContext } from "./plan";
import { type Rng, rngFor } from "./prng";

const HALF_YEAR = 183;

export function assignManagers(
  ctx: PlanContext,
  rng: Rng,
  opts: { company: CompanyModel; focus: readonly [string, string]; launchDay: number; count: number },
): FundPlan["managers"] {
  const { company, focus, launchDay, count } = opts;
  const pool = ctx.people.get(company.id) ?? [];
  ctx.people.set(company.id, pool);
  const chosen: Person[] = [];
  for (let k = 0; k < count; k++) {
    const reusable = pool.filter((p) => !chosen.includes(p));
    if (reusable.length > 0 && rng.chance(0.55)) chosen.push(rng.pick(reusable));
    else {
      ctx.personCount++;
      const id = `M${String(ctx.personCount).padStart(5, "0")}`;
      const person = createPerson(rngFor(ctx.seed, "person", id), id, company, focus, ctx.asOfYear);
      pool.push(person);
      chosen.push(person);
    }
  }
  const latest = Math.max(launchDay, ctx.asOfDay - HALF_YEAR);
  return chosen.map((person) => {
    const joined = Math.floor(Date.UTC(person.joinYear, 0, 1) / 86_400_000);
    const earliest = Math.min(latest, Math.max(launchDay, joined));
    return { person, startDay: rng.int(earliest, Math.max(earliest, latest)) };
  });
}
