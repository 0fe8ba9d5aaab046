// A guardian's view of their child's classwork against the real binary with the demo school:
// a demo guardian sees the 'Classwork' card on Home (what is due this week, what is missing,
// named), follows it to the child's Classwork screen, which shows what the server says: the
// missing pieces under 'Missing', in its order, and a returned piece's score (and the teacher's
// comment) under 'Done'; on a 390 px phone Home and the screen hold their layout and pass axe.
// The address a classwork notification carries (/guardian/classwork?child=) opens the same
// screen for that child.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { signedInApi } from './admin-api.mjs';
import { expectAccessible } from './axe.mjs';
import { expectVisible, launchBrowser, openPage, signIn } from './browser.mjs';
import { expectLaidOut, PHONE } from './layout.mjs';
import { DEMO_PASSWORD, startServer } from './server.mjs';

/** The demo school's guardians, one for each of its three students. */
const GUARDIANS = [1, 2, 3].map((n) => ({ email: `parent${n}@demo.lyceum.test`, password: DEMO_PASSWORD }));
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** Most pieces the Home card names in a list. */
const LISTED = 5;

const piecesText = (count) => (count === 1 ? '1 piece missing' : `${count} pieces missing`);

/** A returned piece with a score. */
const scored = (piece) => piece.work?.status === 'returned' && piece.work.score !== null;

/**
 * The demo guardian to sign in as: which students miss which pieces changes from one seeding to
 * the next, so the one whose child has a piece missing and one returned with a comment, else one
 * missing a piece, else parent1.
 */
async function guardianToShow(baseUrl) {
  const seen = [];
  for (const guardian of GUARDIANS) {
    const api = await signedInApi(baseUrl, 'guardian', guardian);
    const [child] = (await api.get('/api/guardians/children')).children;
    const classwork = await api.get(`/api/guardians/children/${child._id}/classwork`);
    seen.push({
      guardian,
      missing: classwork.missing.length > 0,
      commented: classwork.done.some((piece) => scored(piece) && piece.work.comment),
    });
  }
  return (seen.find((each) => each.missing && each.commented) ?? seen.find((each) => each.missing) ?? seen[0]).guardian;
}

describe("the guardian's view of a child's classwork", () => {
  let server;
  let browser;

  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  test("Home's Classwork card leads to the child's Classwork: missing, to do and done, as the server says", async (t) => {
    const guardian = await guardianToShow(server.baseUrl);
    const { context, page } = await openPage(browser, server.baseUrl, '/guardian');
    try {
      await signIn(page, guardian);
      await expectVisible(page.getByRole('heading', { name: 'Home', exact: true }));
      // Home names the child it shows in its address.
      await page.waitForURL(/[?&]child=/);
      const childID = new URL(page.url()).searchParams.get('child');
      const api = async (path) => {
        const answer = await page.request.get(new URL(path, server.baseUrl).toString());
        assert.equal(answer.status(), 200, `${path} answers`);
        return answer.json();
      };
      const classwork = await api(`/api/guardians/children/${childID}/classwork`);
      if (classwork.todo.length + classwork.missing.length + classwork.done.length === 0) {
        t.skip('the demo school posts classwork in the current term only, and today falls outside every term');
        return;
      }

      // Home: the card counts what is due in the next seven days and names what is missing.
      const card = page.getByRole('region', { name: 'Classwork', exact: true });
      const dueThisWeek = classwork.todo.filter((piece) => Date.parse(piece.dueAt) - Date.now() <= WEEK_MS);
      const dueLink = card.getByRole('link', { name: `${dueThisWeek.length} due this week`, exact: true });
      await expectVisible(dueLink);
      if (classwork.missing.length > 0) {
        await expectVisible(card.getByRole('link', { name: piecesText(classwork.missing.length), exact: true }));
        const named = card.getByRole('list', { name: 'Missing', exact: true }).getByRole('listitem');
        assert.equal(await named.count(), Math.min(classwork.missing.length, LISTED));
        for (const [index, piece] of classwork.missing.slice(0, LISTED).entries()) {
          const text = await named.nth(index).textContent();
          assert.ok(text.startsWith(`${piece.title}${piece.subject} · Due `), `the card names "${piece.title}" (${piece.subject}): ${text}`);
        }
      } else {
        await expectVisible(card.getByText('Nothing missing.', { exact: true }));
      }

      // On a phone the card fits, and Home stays accessible with it.
      await page.setViewportSize(PHONE);
      await expectLaidOut(page, 'guardian: Home with the Classwork card (phone)');
      await expectAccessible(page, 'guardian: Home with the Classwork card (phone)');

      await dueLink.click();
      await page.waitForURL((url) => url.pathname === '/guardian/classwork' && url.searchParams.get('child') === childID);
      await expectVisible(page.getByRole('heading', { name: 'Classwork', exact: true, level: 2 }));

      /** The titles and subjects of the cards of a part, in order. */
      const cardsOf = async (part) => {
        const region = page.getByRole('region', { name: part, exact: true });
        await expectVisible(region);
        const articles = region.getByRole('article');
        const shown = [];
        for (let index = 0; index < (await articles.count()); index += 1) {
          const article = articles.nth(index);
          shown.push({ title: await article.getByRole('heading', { level: 4 }).textContent(), text: await article.textContent() });
        }
        return { region, articles, shown };
      };

      // 'Missing' comes first and holds the missing pieces, latest due first, each marked 'Missing'.
      const headings = await page.getByRole('main').getByRole('heading', { level: 3 }).allTextContents();
      assert.deepEqual(headings, ['Missing', 'To do', 'Done']);
      const missing = await cardsOf('Missing');
      if (classwork.missing.length === 0) {
        await expectVisible(missing.region.getByText('Nothing missing.', { exact: true }));
      }
      assert.deepEqual(
        missing.shown.map((shown) => shown.title),
        classwork.missing.map((piece) => piece.title),
      );
      for (const [index, piece] of classwork.missing.entries()) {
        assert.ok(missing.shown[index].text.includes(piece.subject), `"${piece.title}" names ${piece.subject}`);
        await expectVisible(missing.articles.nth(index).getByText('Missing', { exact: true }));
      }

      // 'To do' in the server's order.
      const todo = await cardsOf('To do');
      assert.deepEqual(
        todo.shown.map((shown) => shown.title),
        classwork.todo.map((piece) => piece.title),
      );

      // 'Done': a returned piece with its score of its points, and the teacher's comment if there is one.
      const done = await cardsOf('Done');
      assert.deepEqual(
        done.shown.map((shown) => shown.title),
        classwork.done.map((piece) => piece.title),
      );
      const commentedAt = classwork.done.findIndex((piece) => scored(piece) && piece.work.comment);
      const returnedAt = commentedAt >= 0 ? commentedAt : classwork.done.findIndex(scored);
      assert.ok(returnedAt >= 0, 'the demo child has a piece returned with a score');
      const returned = classwork.done[returnedAt];
      const returnedCard = done.articles.nth(returnedAt);
      await expectVisible(returnedCard.getByText(`${returned.work.score} / ${returned.points}`, { exact: true }));
      await expectVisible(returnedCard.getByText('Returned', { exact: true }));
      if (returned.work.comment) {
        await expectVisible(returnedCard.getByRole('heading', { name: 'Comment from the teacher', exact: true }));
        await expectVisible(returnedCard.getByText(returned.work.comment.trim(), { exact: false }));
      }

      // No piece's own file is linked (the server does not let a guardian open them); the child's are.
      const links = await page.getByRole('main').getByRole('link').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
      const all = [...classwork.missing, ...classwork.todo, ...classwork.done];
      for (const file of all.flatMap((piece) => piece.files)) {
        assert.ok(!links.some((href) => href.includes(file.file)), `no link to the piece's file ${file.name}`);
      }
      for (const file of all.flatMap((piece) => piece.work?.files ?? [])) {
        assert.ok(links.some((href) => href.includes(file.file)), `a link to the child's file ${file.name}`);
      }

      // On a phone: no sideways scroll, and accessible.
      await expectLaidOut(page, 'guardian: Classwork (phone)');
      await expectAccessible(page, 'guardian: Classwork (phone)');

      // The address a classwork notification links to opens the screen for its child.
      await page.goto(`/guardian/classwork?child=${encodeURIComponent(childID)}`);
      await expectVisible(page.getByRole('heading', { name: 'Classwork', exact: true, level: 2 }));
      const again = page.getByRole('region', { name: 'Missing', exact: true });
      if (classwork.missing.length > 0) {
        await expectVisible(again.getByRole('heading', { name: classwork.missing[0].title, exact: true, level: 4 }));
      } else {
        await expectVisible(again.getByText('Nothing missing.', { exact: true }));
      }
    } finally {
      await context.close();
    }
  });
});
