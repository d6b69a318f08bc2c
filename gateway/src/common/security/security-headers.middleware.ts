import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { contentSecurityPolicy, type CspInput } from './content-security-policy';

const HSTS = 'max-age=31536000; includeSubDomains';
// Deny-all: the site uses none of these (features Chromium does not know would only log warnings).
const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'bluetooth',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];
export const PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ');

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
    response.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    if (request.secure) {
      response.setHeader('Strict-Transport-Security', HSTS);
    }
    next();
  };
  return [headers, hstsWhenSecure];
}
