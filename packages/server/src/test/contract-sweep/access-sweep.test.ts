import { MAX_ID, OBJECT_KINDS, type ObjectKind } from '@potluck/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../../features/recipes/recipe.fixtures';
import { type TestApp, createTestApp, signedIn } from '../test-app';
import { fieldLabel, inputFields, isIdLike, sweepEndpoints, sweepOrder } from './sweep-endpoints';
import { hasDetail, send, shown, validParts } from './sweep-request';
import { type World, buildWorld, snapshot } from './sweep-world';

/**
 * Generated from the contract (issue 14): every endpoint, with no list kept by hand. Anonymous callers get 401;
 * a second member calling with the first member's private objects gets 404 (or 403) and changes nothing. What
 * an id names comes from the contract (idOf/names in @potluck/api), so a new id without it fails here first.
 */
const OWNER_MARK = 'Qzowner';
const STRANGER_MARK = 'Qzstranger';

const privateKinds = (kinds: ObjectKind[]) => kinds.filter((k) => OBJECT_KINDS[k] === 'private');
const kindsOf = (e: (typeof sweepEndpoints)[number]) => [
  ...new Set(inputFields(e).flatMap((f) => (f.kind ? [f.kind] : []))),
];

describe('contract sweep: who may call what', () => {
  let t: TestApp;
  let owner: World;
  let stranger: World;
  let strangerMember: Member;
  const counts = { endpoints: new Set<string>(), cases: 0 };

  beforeAll(async () => {
    t = await createTestApp();
    const [a, b] = await Promise.all([signedIn(t), signedIn(t)]);
    owner = await buildWorld(t, a, OWNER_MARK);
    stranger = await buildWorld(t, b, STRANGER_MARK);
    strangerMember = b;
  });
  afterAll(async () => {
    console.info(`contract sweep (access): ${counts.endpoints.size} endpoints, ${counts.cases} cases`);
    await t.close();
  });

  it('every field that identifies something says which kind of object it names', () => {
    const unnamed = sweepEndpoints.flatMap((e) =>
      inputFields(e)
        .filter((f) => isIdLike(f.name) && !f.kind)
        .map((f) => `${fieldLabel(e, f)}: use idOf(kind) or names(kind, schema) from @potluck/api`),
    );
    expect(unnamed).toEqual([]);
  });

  it('anonymous: every endpoint that needs a sign-in answers 401 with a detail, even to a valid request', async () => {
    const wrong: string[] = [];
    const needSignIn = sweepEndpoints.filter((e) => e.auth);
    for (const e of needSignIn) {
      const parts = validParts(e, (k) => owner.values[k] ?? 1);
      for (const headers of [
        {},
        { authorization: 'Bearer forged.token.here' },
        { authorization: 'Basic eDp5' },
      ] as Array<Record<string, string>>) {
        const res = await send(t, e, parts, headers);
        counts.cases++;
        if (res.statusCode !== 401 || !hasDetail(res)) wrong.push(`${e.id} ${JSON.stringify(headers)}: ${shown(res)}`);
      }
    }
    needSignIn.forEach((e) => counts.endpoints.add(e.id));
    expect(wrong).toEqual([]);
    expect(needSignIn.length).toBeGreaterThan(50);
  });

  it("a second member naming the first member's private objects gets 404 or 403, sees none of it, changes nothing", async () => {
    let before = await snapshot(t, owner);
    const wrong: string[] = [];
    // Endpoints without a sign-in too (image serving): there the owner's private object is hidden from anyone.
    const naming = sweepEndpoints.filter((e) => kindsOf(e).length > 0).sort(sweepOrder);
    for (const e of naming) {
      const kinds = kindsOf(e);
      const secret = privateKinds(kinds);
      // All of the owner's objects; then, when several private kinds meet, one at a time among the stranger's own
      // (the stranger's recipe with the owner's photo, say), which a check of the first id alone would let through.
      const variants: Array<ObjectKind[]> = [secret, ...(secret.length > 1 ? secret.map((k) => [k]) : [])];
      for (const ownersKinds of variants) {
        // Public kinds always name the owner (naming a member is allowed); scoped ones follow their object.
        const value = (k: ObjectKind) =>
          OBJECT_KINDS[k] === 'private' && !ownersKinds.includes(k) ? stranger.values[k] : owner.values[k];
        const label = `${e.id} [owner's: ${ownersKinds.join(', ') || 'public only'}]`;
        const absent = kinds.filter((k) => owner.values[k] === undefined);
        if (absent.length > 0) {
          wrong.push(`${label}: no fixture object of kind ${absent.join(', ')} (is its create endpoint served?)`);
          continue;
        }
        let parts;
        try {
          parts = validParts(e, value);
        } catch (err) {
          wrong.push(`${label}: ${(err as Error).message}`);
          continue;
        }
        if (!e.auth && ownersKinds.length === secret.length && secret.length > 0) {
          const anonymous = await send(t, e, parts, {});
          counts.cases++;
          if (anonymous.statusCode !== 404 && anonymous.statusCode !== 401)
            wrong.push(`${label} anonymously: expected 404/401, got ${shown(anonymous)}`);
        }
        const res = await send(t, e, parts, strangerMember.auth);
        counts.cases++;
        if (kinds.some((k) => OBJECT_KINDS[k] === 'own')) {
          // The same call about an id that names nothing must get the same answer: nothing tells them apart.
          const none = validParts(e, (k) => (OBJECT_KINDS[k] === 'own' ? MAX_ID : value(k)));
          const baseline = await send(t, e, none, strangerMember.auth);
          counts.cases++;
          if (baseline.statusCode !== res.statusCode || baseline.body !== res.body)
            wrong.push(`${label}: ${shown(res)} but ${shown(baseline)} for an id that names nothing`);
        }
        const refused = res.statusCode === 403 || res.statusCode === 404;
        const aboutOwn = kinds.some((k) => OBJECT_KINDS[k] === 'own');
        if (secret.length === 0 && !aboutOwn && res.statusCode >= 300)
          wrong.push(`${label}: public by design, got ${shown(res)}`);
        if (ownersKinds.length > 0 && ownersKinds.length === secret.length && !refused)
          wrong.push(`${label}: expected 404/403, got ${shown(res)}`);
        if (
          ownersKinds.length > 0 &&
          ownersKinds.length < secret.length &&
          (res.statusCode < 400 || res.statusCode >= 500)
        )
          wrong.push(`${label}: expected a refusal, got ${shown(res)}`);
        if (res.statusCode >= 400 && !hasDetail(res)) wrong.push(`${label}: ${res.statusCode} without a detail`);
        if (res.body.toLowerCase().includes(OWNER_MARK.toLowerCase()))
          wrong.push(`${label}: the answer shows the owner's private text: ${shown(res)}`);
        const after = await snapshot(t, owner);
        if (JSON.stringify(after) !== JSON.stringify(before)) {
          wrong.push(`${label}: the owner's objects changed`);
          expect.soft(after, label).toEqual(before);
          before = after;
        }
      }
    }
    naming.forEach((e) => counts.endpoints.add(e.id));
    console.info(`contract sweep (strangers): ${naming.length} endpoints name objects`);
    expect(wrong).toEqual([]);
    expect(naming.length).toBeGreaterThan(20);
  });
  it("a second member reading or searching for the first member's private words finds none of them", async () => {
    const wrong: string[] = [];
    const reads = sweepEndpoints.filter((e) => e.auth && e.method === 'GET');
    // The same searches by the owner do find the words: proof that the probe reaches them at all.
    const foundByOwner: string[] = [];
    for (const e of reads) {
      // Their own objects where an id is private, the owner where it is public; the owner's words in every text.
      const value = (k: ObjectKind) => (OBJECT_KINDS[k] === 'public' ? owner.values[k] : stranger.values[k]);
      const res = await send(
        t,
        e,
        validParts(e, (k) => value(k) ?? 1, OWNER_MARK),
        strangerMember.auth,
      );
      counts.cases++;
      if (res.body.toLowerCase().includes(OWNER_MARK.toLowerCase()))
        wrong.push(`${e.id}: the answer shows the owner's private words: ${shown(res)}`);
      const own = await send(
        t,
        e,
        validParts(e, (k) => owner.values[k] ?? 1, OWNER_MARK),
        owner.member.auth,
      );
      if (own.body.toLowerCase().includes(OWNER_MARK.toLowerCase())) foundByOwner.push(e.id);
    }
    reads.forEach((e) => counts.endpoints.add(e.id));
    console.info(
      `contract sweep (private words): ${reads.length} read endpoints searched; the owner finds them in`,
      foundByOwner,
    );
    expect(wrong).toEqual([]);
    expect(reads.length).toBeGreaterThan(30);
    expect(foundByOwner).toEqual(expect.arrayContaining(['recipes.list', 'reference.ingredientAutocomplete']));
  });
});
