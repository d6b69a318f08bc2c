import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { contentSecurityPolicy, type CspInput } from './content-security-policy';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * helmet with the product's policy. Referrer-Policy is `strict-origin-when-cross-origin`: the
 * OpenStreetMap tile policy needs a referrer, which helmet's default `no-referrer` withholds.
 */
export function securityHeaders(input: CspInput): RequestHandler[] {
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(input) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only means something over HTTPS; sent below only when the request came that way.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
  });
  const hstsWhenSecure = (request: Request, response: Response, next: NextFunction): void => {
    if (request.secure) {
      response.setHeader('Strict-Transport-Security', HSTS);
    }
    next();
  };
  return [headers, hstsWhenSecure];
}
