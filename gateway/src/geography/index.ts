// The offline geography of the service area, shared by the geo module (place search, basemap) and
// the simulated fleet: neither module reaches into the other's internals.
export * from './gazetteer/cz-towns';
export type * from './gazetteer/gazetteer-data.types';
export * from './gazetteer/litomerice-places';
export * from './gazetteer/praha-places';
export * from './gazetteer/region-places';
export * from './gazetteer/ustecky-kraj';
export * from './rivers/rivers';
export * from './road-network';
export * from './great-circle';
