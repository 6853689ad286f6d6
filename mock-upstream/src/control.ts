/**
 * The control API for tests (never part of the real upstream): reset to the seed, inject
 * faults, read the journal, change settings, read the outbox of "sent" emails.
 */
import { Router } from 'express';
import type { MockState, Settings } from './state';
import type { Journal } from './journal';
import type { Fault, Faults } from './faults';

export function controlRoutes(state: MockState, journal: Journal, faults: Faults): Router {
  const router = Router();
  router.post('/reset', (_req, res) => {
    state.reset();
    journal.clear();
    faults.clear();
    res.json({ ok: true });
  });
  router.get('/journal', (req, res) => {
    const q = req.query as Record<string, string | undefined>;
    res.json(journal.list({ path: q.path, method: q.method, upstream: q.upstream }));
  });
  router.delete('/journal', (_req, res) => {
    journal.clear();
    res.json({ ok: true });
  });
  router.post('/faults', (req, res) => {
    const fault = req.body as Fault;
    if (!fault || typeof fault.path !== 'string') {
      res.status(400).json({ message: 'A fault needs a path' });
      return;
    }
    faults.add(fault);
    res.json({ ok: true });
  });
  router.delete('/faults', (_req, res) => {
    faults.clear();
    res.json({ ok: true });
  });
  router.put('/settings', (req, res) => {
    Object.assign(state.settings, req.body as Partial<Settings>);
    res.json(state.settings);
  });
  router.post('/expire-tokens', (_req, res) => {
    for (const record of state.accessTokens.values()) record.expiresAt = 0;
    res.json({ ok: true });
  });
  router.get('/outbox', (_req, res) => {
    res.json(state.outbox);
  });
  router.get('/orders/:id', (req, res) => {
    const found = state.orders.get(req.params.id);
    if (!found) {
      res.status(404).json({ message: 'No such order' });
      return;
    }
    res.json(found);
  });
  // Lets a test move an order along (e.g. into manufacturing) while a page has it open.
  router.patch('/orders/:id', (req, res) => {
    const found = state.orders.get(req.params.id);
    if (!found) {
      res.status(404).json({ message: 'No such order' });
      return;
    }
    Object.assign(found.order, req.body as Record<string, unknown>);
    res.json(found);
  });
  // Tokens for a seed account without the login call, so tests can exercise one domain alone.
  router.post('/sessions', (req, res) => {
    const email = typeof req.body?.email === 'string' ? req.body.email : '';
    const account = state.accountByEmail(email);
    if (!account) {
      res.status(404).json({ message: 'No such account' });
      return;
    }
    res.json(state.issueTokens(account.id));
  });
  router.get('/accounts', (_req, res) => {
    res.json([...state.accounts.values()].map(({ passwordHash: _hash, ...rest }) => rest));
  });
  // Every token issued since the reset, so secrecy tests can scan what the browser saw for them.
  router.get('/tokens', (_req, res) => {
    res.json(state.issuedTokens);
  });
  // Sets a token2 login link (its account and the redirectUrl the answer carries), for open-redirect tests.
  router.put('/links/token2/:token', (req, res) => {
    const accountId = typeof req.body?.accountId === 'string' ? req.body.accountId : '';
    const redirectUrl: unknown = req.body?.redirectUrl;
    if (!state.accounts.has(accountId) || (redirectUrl !== undefined && typeof redirectUrl !== 'string')) {
      res.status(400).json({ message: 'A token2 link needs a known accountId and an optional string redirectUrl' });
      return;
    }
    state.links.token2Login[req.params.token] = { accountId, ...(redirectUrl === undefined ? {} : { redirectUrl }) };
    res.json(state.links.token2Login[req.params.token]);
  });
  return router;
}
