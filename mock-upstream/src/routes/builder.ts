/** A stand-in for page-builder content in the demo: filled in by the marketing issue. */
import { Router } from 'express';

export function builderRoutes(): Router {
  return Router();
}
