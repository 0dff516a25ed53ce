import { eq } from 'drizzle-orm';
import type { Db } from '../database';
import { clientOutfitters, clients } from '../../../features/clients/table';
import { farms } from '../../../features/farms/table';
import { pricelistItems, pricelists } from '../../../features/pricelists/table';
import { species } from '../../../features/species/table';
import { trophyTypes } from '../../../features/trophy-types/table';
import { users } from '../../../features/users/table';

// docs/settings.md#demo-data: demo species, trophy types, an active pricelist, farms and clients.

const DEMO_SPECIES = [
  {
    commonName: 'Greater Kudu',
    scientificName: 'Tragelaphus strepsiceros',
    family: 'Bovidae',
    citesAppendix: 'none',
    topsListed: false,
  },
  {
    commonName: 'Gemsbok',
    scientificName: 'Oryx gazella',
    family: 'Bovidae',
    citesAppendix: 'none',
    topsListed: false,
  },
  {
    commonName: 'Blue Wildebeest',
    scientificName: 'Connochaetes taurinus',
    family: 'Bovidae',
    citesAppendix: 'none',
    topsListed: false,
  },
  {
    commonName: 'Cape Buffalo',
    scientificName: 'Syncerus caffer',
    family: 'Bovidae',
    citesAppendix: 'none',
    topsListed: false,
  },
  {
    commonName: 'Leopard',
    scientificName: 'Panthera pardus',
    family: 'Felidae',
    citesAppendix: 'I',
    topsListed: true,
  },
  {
    commonName: 'Hippopotamus',
    scientificName: 'Hippopotamus amphibius',
    family: 'Hippopotamidae',
    citesAppendix: 'II',
    topsListed: false,
  },
  {
    commonName: 'Nile Crocodile',
    scientificName: 'Crocodylus niloticus',
    family: 'Crocodylidae',
    citesAppendix: 'II',
    topsListed: true,
  },
  {
    commonName: 'Springbok',
    scientificName: 'Antidorcas marsupialis',
    family: 'Bovidae',
    citesAppendix: 'none',
    topsListed: false,
  },
] as const;

const DEMO_TROPHY_TYPES = [
  { name: 'Shoulder mount', description: 'Head, neck and shoulders on a wall panel.' },
  { name: 'Full mount', description: 'The whole animal, life size, on a habitat base.' },
  { name: 'European mount', description: 'Cleaned and bleached skull with horns.' },
  { name: 'Back skin', description: 'Tanned back skin.' },
  {
    name: 'Dip & pack only',
    description: 'Dipped and packed for a taxidermist abroad.',
    dipAndPack: true,
  },
] as const;

// Prices in ZAR cents per trophy type, in the order above; null is "price on request".
const PRICES: Record<string, (number | null)[]> = {
  'Greater Kudu': [1_250_000, 4_800_000, 380_000, 320_000, 150_000],
  Gemsbok: [1_150_000, 4_200_000, 350_000, 300_000, 150_000],
  'Blue Wildebeest': [1_100_000, 4_000_000, 340_000, 290_000, 150_000],
  'Cape Buffalo': [2_400_000, null, 650_000, 520_000, 250_000],
  Leopard: [null, null, 450_000, 900_000, 300_000],
  Springbok: [850_000, 2_600_000, 250_000, 220_000, 120_000],
};

const DEMO_FARMS = [
  {
    name: 'Kuduland Safaris',
    region: 'Limpopo',
    country: 'ZA',
    contact: 'Johan, +27 15 555 0101',
    latitude: -23.89,
    longitude: 29.45,
  },
  {
    name: 'Kalahari Plains',
    region: 'Northern Cape',
    country: 'ZA',
    contact: 'Anna, +27 53 555 0199',
    latitude: -26.9,
    longitude: 21.1,
  },
  {
    name: 'Omaruru Hunting Ranch',
    region: 'Erongo',
    country: 'NA',
    contact: '+264 64 555 0123',
    latitude: -21.42,
    longitude: 15.93,
  },
] as const;

const DEMO_CLIENTS = [
  {
    firstName: 'Clara',
    lastName: 'Client',
    email: 'client@example.com',
    country: 'US',
    linked: true,
  },
  {
    firstName: 'Henry',
    lastName: 'Hunter',
    email: 'henry.hunter@example.com',
    country: 'US',
    linked: true,
  },
  {
    firstName: 'Greta',
    lastName: 'Jaeger',
    email: 'greta.jaeger@example.com',
    country: 'DE',
    linked: true,
  },
  // Linked to no outfitter: the demo outfitter can link her by e-mail.
  {
    firstName: 'Sofia',
    lastName: 'Caza',
    email: 'sofia.caza@example.com',
    country: 'ES',
    linked: false,
  },
] as const;

/** The demo pricelist's name: the studio's prices for the year the demo was seeded in. */
export const demoPricelistName = (year: number) => `Studio prices ${year}`;

/**
 * Adds the demo catalogue, farms and clients; the caller runs it in one transaction. The pricelist
 * is the studio's prices for the seed's year, so a demo started in any year prices from a current
 * list (docs/settings.md#demo-data).
 */
export async function seedDemoCatalog(db: Db, year: number): Promise<void> {
  const speciesRows = await db
    .insert(species)
    .values([...DEMO_SPECIES])
    .returning();
  const typeRows = await db
    .insert(trophyTypes)
    .values([...DEMO_TROPHY_TYPES])
    .returning();
  const [pricelist] = await db
    .insert(pricelists)
    .values({
      name: demoPricelistName(year),
      currency: 'ZAR',
      validFrom: `${year}-01-01`,
      validTo: `${year}-12-31`,
      active: true,
    })
    .returning();
  const items = speciesRows.flatMap((one) =>
    (PRICES[one.commonName] ?? []).map((priceMinor, index) => ({
      pricelistId: pricelist!.id,
      speciesId: one.id,
      trophyTypeId: typeRows[index]!.id,
      priceMinor,
      productionWeeks: index === 4 ? 2 : 36,
    })),
  );
  await db.insert(pricelistItems).values(items.map((item, position) => ({ ...item, position })));
  await db.insert(farms).values([...DEMO_FARMS]);

  const [outfitter] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'outfitter@example.com'));
  const [clientAccount] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'client@example.com'));
  for (const demo of DEMO_CLIENTS) {
    const [row] = await db
      .insert(clients)
      .values({
        firstName: demo.firstName,
        lastName: demo.lastName,
        email: demo.email,
        phone: '+1 555 0100',
        country: demo.country,
        passportNumber: `P${demo.lastName.toUpperCase()}01`,
        userId: demo.email === 'client@example.com' ? (clientAccount?.id ?? null) : null,
      })
      .returning({ id: clients.id });
    if (demo.linked && outfitter)
      await db.insert(clientOutfitters).values({ clientId: row!.id, outfitterId: outfitter.id });
  }
}
