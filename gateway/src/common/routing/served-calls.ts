import { Injectable } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import type { ApiEndpointName } from '@taxi/contracts';
import { CATALOGUE_NAME_KEY } from './catalogue-route.decorator';

/**
 * The catalogue calls this gateway serves: every `@CatalogueRoute` of a controller it runs. An entry
 * nothing serves is missing here, so the API documentation leaves it out.
 */
@Injectable()
export class ServedCalls {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
  ) {}

  names(): Set<ApiEndpointName> {
    const names = new Set<ApiEndpointName>();
    for (const { metatype } of this.discovery.getControllers()) {
      const prototype = (metatype as { prototype?: object } | null | undefined)?.prototype ?? null;
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const handler = (prototype as Record<string, unknown>)[method];
        const name: unknown =
          typeof handler === 'function'
            ? (Reflect.getMetadata(CATALOGUE_NAME_KEY, handler) as unknown)
            : undefined;
        if (typeof name === 'string') {
          names.add(name as ApiEndpointName);
        }
      }
    }
    return names;
  }
}
