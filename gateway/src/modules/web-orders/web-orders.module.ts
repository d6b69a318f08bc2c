import { Module } from '@nestjs/common';
import { FleetModule } from '@/modules/fleet/fleet.module';
import { GeoModule } from '@/modules/geo/geo.module';
import { RealtimeModule } from '@/modules/realtime/realtime.module';
import { ReportsModule } from '@/modules/reports/reports.module';
import { ServedPlaces } from './served-places';
import { WebAccount } from './web-account';
import { WebOrderAvailability } from './web-order-availability';
import { WebOrderDesk } from './web-order-desk';
import { WebOrderIntake } from './web-order-intake';
import { WebOrderLinks } from './web-order-links';
import { WebOrderNotices } from './web-order-notices';
import { WebOrderRecords } from './web-order-records';
import { WebOrderTracking } from './web-order-tracking';
import { WebOrdersController } from './web-orders.controller';
import { WebQuotes } from './web-quotes';

/** Ordering a taxi on the public site (docs/web-orders.md). */
@Module({
  imports: [GeoModule, FleetModule, RealtimeModule, ReportsModule],
  controllers: [WebOrdersController],
  providers: [
    ServedPlaces,
    WebAccount,
    WebOrderAvailability,
    WebOrderDesk,
    WebOrderIntake,
    WebOrderLinks,
    WebOrderNotices,
    WebOrderRecords,
    WebOrderTracking,
    WebQuotes,
  ],
})
export class WebOrdersModule {}
