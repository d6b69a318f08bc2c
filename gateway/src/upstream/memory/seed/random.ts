// The memory seed's generator is the one in contracts; its files keep importing it from here, beside them.
export { createRandom, hashSeed, type Random } from '@taxi/contracts';
