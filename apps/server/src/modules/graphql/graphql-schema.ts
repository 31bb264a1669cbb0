/**
 * The integrators' GraphQL schema (docs/api.md "GraphQL"), served as SDL at
 * `GET /api/graphql/schema.graphql`. `@cost` weighs a field for the cost
 * limit (graphql-limits.ts): `value` for the field itself, `multipliers` the
 * arguments its children's cost is multiplied by (a page's `first`).
 * Lists are connections paged by an opaque cursor (`after`), at most
 * `maxPageSize` items a page.
 */
export const graphqlTypeDefs = /* GraphQL */ `
directive @cost(value: Int!, multipliers: [String!]) on FIELD_DEFINITION

"An instant, ISO 8601 in UTC (2026-11-26T14:00:00.000Z)."
scalar DateTime

enum LocationType {
  ORGANISM
  SITE
}

"docs/product.md#locations-model location states: in production, VSR, in study."
enum SiteState {
  PRODUCTION
  VSR
  STUDY
}

"docs/product.md#monitoring-availability site availability."
enum Availability {
  NOT_REFERENCED
  DOWN
  DEGRADED
  DEGRADED_APS
  UP
}

"The traffic and bandwidth windows of the monitoring cards (docs/product.md#monitoring-traffic): the last 24 hours, 31 days or 12 months."
enum SeriesRange {
  DAY
  MONTH
  YEAR
}

"docs/product.md#codes-states code status."
enum CouponStatus {
  DISABLED
  USED
  AVAILABLE_SOON
  VALID
  EXPIRED
  INVALID
}

"The statuses a code search filters on."
enum CouponStatusFilter {
  VALID
  AVAILABLE_SOON
  EXPIRED
  USED
  DISABLED
}

enum Language {
  FR
  EN
  ES
  DE
  NL
  ZH
}

type PageInfo {
  hasNextPage: Boolean!
  "Pass it as 'after' for the next page; null on an empty page."
  endCursor: String
}

"Who the token (or session) acts as."
type Me {
  id: ID!
  email: String!
  firstName: String!
  lastName: String!
  admin: Boolean!
  "The roles held (docs/product.md#accounts-permissions)."
  roles: [String!]!
  "True when the API token may only read."
  readOnly: Boolean!
}

type Organism {
  id: ID!
  name: String!
  "hotel_chain, student_residence, campsite, office..."
  kind: String!
  "Its sites in the caller's scope, by name."
  sites(first: Int = 50, after: String, states: [SiteState!]): SiteConnection! @cost(value: 2, multipliers: ["first"])
}

type Site {
  id: ID!
  name: String!
  state: SiteState
  organismId: ID!
  organismName: String!
  "Its organism, when the caller holds it as a whole; else null (read in batches)."
  organism: Organism @cost(value: 2)
  latitude: Float
  longitude: Float
  address: String
  postalCode: String
  city: String
  "Its status now (docs/product.md#monitoring-availability: site status, docs/product.md#monitoring-availability availability), read in batches."
  status: SiteStatus! @cost(value: 2)
  buildings: [Building!]! @cost(value: 10)
  traffic(range: SeriesRange = DAY): [TrafficPoint!]! @cost(value: 50)
  bandwidth(range: SeriesRange = DAY): [BandwidthPoint!]! @cost(value: 50)
  "Speed tests of the last 31 days."
  speedtests: [Speedtest!]! @cost(value: 20)
  "Its equipment (access points, switches, shelf labels), spare left out."
  equipment: [Equipment!]! @cost(value: 20)
  "Its buildings and floors with the equipment placed on each (docs/product.md#locations-model), as the live map draws them."
  map: SiteMap! @cost(value: 30)
  "Its silent-mode windows in that state (every state when absent: current, then planned, then past), newest first within a state, the first 100 (docs/alerts.md#silent-mode); needs the silent_mode role or the support desk's."
  silenceWindows(state: SilenceWindowState): [SilenceWindow!]! @cost(value: 20)
  "Its availability over its last months (1 to 13), the current one included (docs/alerts.md#availability); needs the supervision role."
  availabilityHistory(months: Int = 3): AvailabilityHistory! @cost(value: 20)
  "Its private Wi-Fi spaces (docs/private-wifi.md#calls): 50 a page by name, q searched in name and comment, in one state; needs the ran role."
  privateSpaces(q: String, state: PrivateSpaceState, page: Int = 1): PrivateSpacePage! @cost(value: 20)
  "Its hotel rooms with their sticks and TVs (docs/iot.md), by name as GET /api/iots/sites/{siteId}/rooms, paged by position; needs the iots role."
  iotRooms(first: Int = 50, after: String): IotRoomConnection! @cost(value: 2, multipliers: ["first"])
  "Its TVs' welcome messages, by id, at most one enabled (docs/iot.md); needs the iots role."
  iotMessages: [IotMessage!]! @cost(value: 10)
  "Its spare devices that no running replacement holds, by model (docs/iot.md); needs the iots role."
  iotSpares: [IotSpare!]! @cost(value: 10)
}

"A hotel room's device (docs/iot.md): a streaming stick or a TV."
enum IotDeviceType {
  CHROMECAST
  TV
}

"What a command to a site's equipment does (docs/iot.md; docs/ingest.md, Commands)."
enum IotCommandKind {
  RESTART
  REPLACE
  CHECKOUT
  MESSAGE
  PRIVATE_KEYS
  SPEED_TEST
  DIAGNOSIS
}

"Where a command stands: queued for the site's collector, sent, acknowledged or failed by it, or expired (no result in 5 minutes)."
enum IotCommandState {
  QUEUED
  SENT
  ACKNOWLEDGED
  FAILED
  EXPIRED
}

"A command still waiting on a device or a room (its card's 'restarting…')."
type IotPendingCommand {
  id: ID!
  kind: IotCommandKind!
  state: IotCommandState!
  createdAt: DateTime!
  expiresAt: DateTime!
}

"A command to a site's equipment, as a room's history lists it."
type IotCommand {
  id: ID!
  kind: IotCommandKind!
  state: IotCommandState!
  "The device's serial and name when the command was made (a replacement changes them); null for a room's."
  deviceSerial: String
  deviceName: String
  "Who asked, their name as it was; null once their account is gone."
  actorName: String
  createdAt: DateTime!
  sentAt: DateTime
  finishedAt: DateTime
  expiresAt: DateTime!
  "The collector's words when it failed."
  failure: String
  "A replacement's spare serial; a message's title (null for no message)."
  detail: String
}

"A streaming stick or a TV of a room (docs/product.md#iot-data)."
type IotDevice {
  name: String!
  model: String!
  serial: String!
  macAddress: String!
  type: IotDeviceType!
  isProvisioned: Boolean!
  "Its own last report."
  isReachable: Boolean!
  manufacturer: String!
  "The room key it was last given; null before it is configured."
  psk: String
  "2 is the newer type of stick."
  version: Int!
  ranSsid: String
  ranPsk: String
  otrumUrl: String
  "mirage or enterprise: the hotel TV system a TV runs."
  otrumVersion: String
  "The restart or replacement still waiting on it."
  pendingCommand: IotPendingCommand
}

"A hotel room (docs/product.md#iot-data)."
type IotRoom {
  id: ID!
  siteId: ID!
  name: String!
  "The room-access network key."
  psk: String
  hotspotId: Int
  devices: [IotDevice!]!
  "A checkout still waiting for its result."
  pendingCommand: IotPendingCommand
  "Its commands and its devices', newest first, at most 50 (read in one more lookup per room)."
  history: [IotCommand!]! @cost(value: 20)
}

type IotRoomConnection {
  totalCount: Int! @cost(value: 5)
  pageInfo: PageInfo!
  edges: [IotRoomEdge!]!
  nodes: [IotRoom!]!
}

type IotRoomEdge {
  cursor: String!
  node: IotRoom!
}

"A welcome message shown on the site's TVs (docs/product.md#iot-messages)."
type IotMessage {
  id: ID!
  title: String!
  content: String!
  isEnabled: Boolean!
}

"A device kept on the site to replace one of its model."
type IotSpare {
  model: String!
  serial: String!
}

"A checkout: the room with its new key, and the command taking it to the room's devices."
type IotCheckout {
  room: IotRoom!
  command: IotCommand!
}

"docs/product.md#announcements-states on the server's Paris day."
enum AnnouncementState {
  COMING
  CURRENT
  PASSED
}

"One text of an announcement per language; null where the language is not filled."
type AnnouncementTexts {
  fr: String
  en: String
  de: String
  es: String
  nl: String
  zh: String
}

"A stored image, served by its URL (never its bytes)."
type AnnouncementImage {
  "SHA-256 of the stored bytes: what an announcement's imageDigest names."
  digest: String!
  "/api/portal/announcement-images/{digest}, public and immutable."
  url: String!
  name: String!
  "Bytes."
  size: Int!
  contentType: String!
  width: Int!
  height: Int!
}

type AnnouncementLocation {
  type: LocationType!
  id: ID!
  name: String!
}

type AnnouncementAuthor {
  firstName: String!
  lastName: String!
}

"A portal announcement (docs/advertisements.md), shown on its locations' captive portals from its first to its last day."
type Announcement {
  id: ID!
  internalTitle: String!
  publicTitle: AnnouncementTexts!
  content: AnnouncementTexts!
  signature: AnnouncementTexts!
  "The first and last day it is shown, YYYY-MM-DD (Paris)."
  startsOn: String!
  endsOn: String!
  "The language a guest whose language is not filled reads."
  fallbackLanguage: Language!
  state: AnnouncementState!
  image: AnnouncementImage
  "Organisms first, then sites, by name."
  locations: [AnnouncementLocation!]!
  "Null once their account is deleted."
  author: AnnouncementAuthor
  createdAt: DateTime!
  updatedAt: DateTime!
}

type AnnouncementConnection {
  totalCount: Int! @cost(value: 5)
  pageInfo: PageInfo!
  edges: [AnnouncementEdge!]!
  nodes: [Announcement!]!
}

type AnnouncementEdge {
  cursor: String!
  node: Announcement!
}

"Where a private Wi-Fi space's key stands (docs/private-wifi.md#expiry): it works, or its expiry day is over."
enum PrivateSpaceState {
  ACTIVE
  EXPIRED
}

"Where the site stands with a space's last key change (docs/private-wifi.md#commands)."
enum PrivateSpacePushState {
  WAITING
  APPLIED
  FAILED
}

"The last key change of a space on its way to the site's collector."
type PrivateSpacePush {
  state: PrivateSpacePushState!
  changedAt: DateTime!
  "When the collector applied it, or its last try failed."
  finishedAt: DateTime
  "The collector's words when it failed."
  failure: String
  attempts: Int!
}

"""
A private Wi-Fi space (docs/private-wifi.md#model): a room's or a resident's personal key on the site's private SSID.
The key itself is in no answer: the console reveals or prints it, audited.
"""
type PrivateSpace {
  id: ID!
  siteId: ID!
  name: String!
  comment: String!
  state: PrivateSpaceState!
  "The last day the key works, YYYY-MM-DD (Paris); null: no end."
  expiresOn: String
  "The hotel room whose key this is (docs/private-wifi.md#rooms)."
  roomId: ID
  roomName: String
  "The guest code it was made for (docs/private-wifi.md#codes)."
  couponId: ID
  couponCode: String
  push: PrivateSpacePush!
  "Devices on its key at the latest report."
  devicesCount: Int!
  createdAt: DateTime!
  keyChangedAt: DateTime!
}

"A site's private Wi-Fi figures: its keys against its limit, its spaces by state and push."
type PrivateWifiFigures {
  "The site's private SSID (its RAN wlan); null: it has none, and no space can be made."
  ssid: String
  keyLimit: Int!
  "Active spaces, and deleted or expired ones whose withdrawal is not yet applied."
  keysInUse: Int!
  active: Int!
  expired: Int!
  withDevices: Int!
  devices: Int!
  waiting: Int!
  failed: Int!
}

"A page of a site's private Wi-Fi spaces, as the console lists them."
type PrivateSpacePage {
  nodes: [PrivateSpace!]!
  totalCount: Int!
  currentPage: Int!
  totalPages: Int!
  figures: PrivateWifiFigures!
}

"A site's availability history (docs/alerts.md#availability)."
type AvailabilityHistory {
  from: DateTime!
  to: DateTime!
  "The level in force at from, then every change, in time order."
  events: [AvailabilityChange!]!
  months: [MonthlyAvailability!]!
}

"A change of a site's level or silence."
type AvailabilityChange {
  at: DateTime!
  availability: Availability!
  "Why (as SiteStatus.reason); null when up."
  reason: String
  "A silence window covered the whole site from then: the time counts in no figure."
  muted: Boolean!
}

"A Paris month's availability: measured time is Monday to Friday, 8h to 20h, less the time the whole site was muted."
type MonthlyAvailability {
  "YYYY-MM."
  month: String!
  "The available share of the measured time, 0 to 1; null when nothing was measured."
  ratio: Float
  downSeconds: Int!
  measuredSeconds: Int!
}

"Where a silence window stands now: under way, to come, or over (ended, ended early, its series over)."
enum SilenceWindowState {
  CURRENT
  PLANNED
  PAST
}

"A silent-mode window (docs/alerts.md#silent-mode): what it covers is muted while one of its occurrences is under way."
type SilenceWindow {
  id: ID!
  "site (the site and all its equipment), building (the equipment on its floors) or equipment (the pieces listed)."
  target: String!
  buildingId: ID
  buildingName: String
  "The pieces of equipment covered, for an equipment target."
  equipment: [SilencedEquipment!]!
  "The first occurrence."
  startsAt: DateTime!
  endsAt: DateTime!
  "The weekly repetition; null when once."
  recurrence: SilenceRecurrence
  "The RFC 5545 rule the repetition is evaluated by, in Paris wall-clock time; null when once."
  rrule: String
  "works, planned_shutdown, hibernation or other."
  reason: String!
  note: String!
  extensions: Int!
  endedEarlyAt: DateTime
  state: SilenceWindowState!
  "The occurrence under way, or else the next one; null when over."
  nextOccurrence: SilenceOccurrence
  "Who created it (their name); null once their account is deleted."
  createdBy: String
  createdAt: DateTime!
}

type SilencedEquipment {
  id: ID!
  mac: String!
  tag: String
}

type SilenceRecurrence {
  "ISO weekdays, 1 Monday to 7 Sunday."
  weekdays: [Int!]!
  "The last day, YYYY-MM-DD (Paris)."
  until: String!
}

type SilenceOccurrence {
  startsAt: DateTime!
  endsAt: DateTime!
}

type SiteMap {
  buildings: [MapBuilding!]!
  "Access points and switches placed on no floor."
  unlocalizedEquipment: [Equipment!]!
}

type MapBuilding {
  uuid: ID!
  name: String!
  floors: [Floor!]!
}

type Floor {
  uuid: ID!
  name: String!
  "Its level in the building: 0 the ground floor, negative below."
  level: Int!
  "Its plan image's address under the API base URL (/monitoring/floors/{uuid}/plan?v={digest}); null without a plan."
  planUrl: String
  "docs/product.md#maps-equipment floor state: all-reached, all-unreached, some-unreached; null without access points."
  state: String
  equipment: [Equipment!]!
}

type SiteStatus {
  availability: Availability!
  "Why: neverReported, stale, noLine, noAccessPoint (down), lowBandwidth, fewAccessPoints (degraded); null when up."
  reason: String
  lastFullRefresh: DateTime
  "Since when the site has its availability: a stale site's last refresh, else when its counters' level last changed; null before the first report."
  levelSince: DateTime
  lineOk: Int!
  lineUnreachable: Int!
  lineInactive: Int!
  lineDisconnected: Int!
  accessPointOk: Int!
  accessPointUnreachable: Int!
  connectedDevices: Int!
  activeUsers: Int!
  "Latest speed test download, b/s."
  speedtest: Float!
  "Latest received rate, b/s."
  trafficRx: Float!
  bandwidthMax: Float!
  bandwidthCurrent: Float!
  "A silence window covers the whole site (docs/alerts.md#silent-mode); an organism's: every site that reported."
  muted: Boolean!
}

type SiteWithStatus {
  siteId: ID!
  siteName: String!
  status: SiteStatus!
}

type Building {
  uuid: ID!
  name: String!
  bedsNumber: Int
  floorsCount: Int!
  accessPointsReached: Int!
  accessPointsTotal: Int!
  accessPointsUnreferenced: Int!
}

type TrafficPoint {
  stamp: DateTime!
  rx: Float!
  tx: Float!
  activeUsers: Int!
}

type BandwidthPoint {
  stamp: DateTime!
  current: Float!
  max: Float!
}

type Speedtest {
  stamp: DateTime!
  download: Float!
  upload: Float!
}

type Equipment {
  id: ID!
  mac: String!
  model: String!
  tag: String
  category: String!
  "docs/product.md#monitoring-availability device availability: reachable, unreachable, planned, works, hibernation..."
  state: String!
  "Under a silence window (docs/alerts.md#silent-mode): drawn muted, counted in no figure; state is kept."
  muted: Boolean!
  isReachable: Boolean!
  connectedStations: Int!
  ssid2ghz: String
  ssid5ghz: String
  buildingUuid: ID
  floorUuid: ID
  "Its place on the floor plan; null when not placed."
  x: Float
  y: Float
}

type SiteConnection {
  totalCount: Int! @cost(value: 5)
  pageInfo: PageInfo!
  edges: [SiteEdge!]!
  nodes: [Site!]!
}

type SiteEdge {
  cursor: String!
  node: Site!
}

type OrganismConnection {
  totalCount: Int! @cost(value: 5)
  pageInfo: PageInfo!
  edges: [OrganismEdge!]!
  nodes: [Organism!]!
}

type OrganismEdge {
  cursor: String!
  node: Organism!
}

"An offer (docs/product.md#codes-data)."
type Offer {
  id: ID!
  name: String!
  durationValue: Int!
  durationUnit: String!
  "Devices per code; -1 unlimited."
  maxUsage: Int!
  price: Float!
  preTaxPrice: Float!
  priceLabel: String!
  currency: String!
}

"A guest access code (docs/product.md#codes-data)."
type Coupon {
  id: ID!
  code: String!
  correlationId: String!
  createdAt: DateTime!
  startsAt: DateTime!
  endsAt: DateTime!
  "Seconds of access from the first connection."
  duration: Int!
  phoneNumber: String
  "Devices; -1 unlimited."
  maxUsage: Int!
  description: String!
  withRanAccess: Boolean!
  offerId: ID
  offerName: String
  siteId: ID
  siteName: String
  organismId: ID!
  organismName: String!
  firstProvisioningDate: DateTime
  provisioningsCount: Int!
  disabledAt: DateTime
  used: Boolean!
  status: CouponStatus!
}

type CouponConnection {
  totalCount: Int! @cost(value: 5)
  pageInfo: PageInfo!
  edges: [CouponEdge!]!
  nodes: [Coupon!]!
}

type CouponEdge {
  cursor: String!
  node: Coupon!
}

input CouponFilter {
  siteId: ID
  organismId: ID
  "The batch a creation answered."
  correlationId: String
  status: CouponStatusFilter
  "Codes starting with these letters."
  codePrefix: String
  createdFrom: DateTime
  createdTo: DateTime
  "Only the codes made in the console or this API (docs/product.md#codes-screens), not those bought on the portal."
  backOfficeOnly: Boolean
}

type Purchase {
  id: ID!
  reference: String!
  offerId: ID
  offerName: String
  totalAmountTtc: Float!
  totalAmountHt: Float!
  currency: String!
  purchaseDate: DateTime!
  succeeded: Boolean!
  email: String
  siteId: ID
  siteName: String
  organismId: ID!
  organismName: String!
}

type PurchaseConnection {
  totalCount: Int! @cost(value: 5)
  pageInfo: PageInfo!
  edges: [PurchaseEdge!]!
  nodes: [Purchase!]!
}

type PurchaseEdge {
  cursor: String!
  node: Purchase!
}

input LocationFilter {
  siteId: ID
  organismId: ID
  from: DateTime
  to: DateTime
}

"A guest who accepted the newsletter (docs/product.md#statistics-dashboards)."
type Customer {
  id: ID!
  createdAt: DateTime!
  email: String
  firstName: String
  lastName: String
  country: String
  language: String
  device: String
  roomNumber: String
  siteId: ID
  siteName: String
  organismId: ID!
  organismName: String!
}

type CustomerConnection {
  totalCount: Int! @cost(value: 5)
  pageInfo: PageInfo!
  edges: [CustomerEdge!]!
  nodes: [Customer!]!
}

type CustomerEdge {
  cursor: String!
  node: Customer!
}

"An incident (docs/product.md#monitoring-maintenance)."
type Incident {
  id: ID!
  kind: String!
  state: String!
  criticality: String
  responsibility: String
  typology: String
  description: String
  cause: String
  openedAt: DateTime
  closedAt: DateTime
  interventionsCount: Int!
  siteId: ID
  siteName: String
  organismId: ID!
  organismName: String!
}

type IncidentConnection {
  totalCount: Int! @cost(value: 5)
  pageInfo: PageInfo!
  edges: [IncidentEdge!]!
  nodes: [Incident!]!
}

type IncidentEdge {
  cursor: String!
  node: Incident!
}

"A call-out (docs/product.md#monitoring-maintenance)."
type Callout {
  id: ID!
  incidentId: ID
  date: DateTime!
  state: String!
  typology: String
  hotspot: String
  siteId: ID
  siteName: String
  organismId: ID!
  organismName: String!
}

type CalloutConnection {
  totalCount: Int! @cost(value: 5)
  pageInfo: PageInfo!
  edges: [CalloutEdge!]!
  nodes: [Callout!]!
}

type CalloutEdge {
  cursor: String!
  node: Callout!
}

"docs/tickets.md#model ticket status."
enum TicketStatus {
  OPEN
  PENDING
  RESOLVED
  CLOSED
  IN_PROGRESS
  ESCALATED
}

"What a ticket is about (docs/tickets.md#model)."
enum TicketKind {
  BUSINESS
  MISC
  POS
  SUPPLY
  TECHNICAL
}

"Where a ticket or a message came from (docs/tickets.md#model): WIDGET for this API, PORTAL for the console."
enum TicketChannel {
  CHAT
  EMAIL
  MOBIHELP
  OUTBOUND_EMAIL
  PHONE
  PORTAL
  WIDGET
}

"A person on a ticket: a name only."
type TicketPerson {
  id: ID!
  name: String!
  "On the provider's side (the support desk)."
  staff: Boolean!
}

"One SLA target (docs/tickets.md#sla-clock), in business seconds."
type TicketSlaTarget {
  targetSeconds: Int!
  elapsedSeconds: Int!
  "When it falls due while the clock runs (in the past: overdue); null when met, paused or not started."
  dueAt: DateTime
  metAt: DateTime
  breached: Boolean!
}

type TicketSla {
  firstResponse: TicketSlaTarget!
  resolution: TicketSlaTarget!
  "Waiting on the customer: the clock stands still."
  paused: Boolean!
  "The next due time of the two; null when none runs."
  nextDueAt: DateTime
}

type TicketAttachment {
  id: ID!
  name: String!
  contentType: String!
  size: Int!
  "Its download under the API base URL (/tickets/{id}/attachments/{attachmentId}), with the same token."
  url: String!
}

type TicketMessage {
  id: ID!
  author: TicketPerson!
  body: String!
  "An internal note of the support desk: only ever in a desk caller's answer."
  internal: Boolean!
  channel: TicketChannel!
  createdAt: DateTime!
  attachments: [TicketAttachment!]!
}

"A support ticket (docs/tickets.md) on an organism, a site or a piece of a site's equipment."
type Ticket {
  id: ID!
  "The number customers quote: T- and the id on six digits."
  issueNumber: String!
  subject: String!
  kind: TicketKind!
  status: TicketStatus!
  channel: TicketChannel!
  locationType: LocationType!
  organismId: ID!
  organismName: String!
  siteId: ID
  siteName: String
  equipmentId: ID
  "The equipment's model and MAC address."
  equipmentName: String
  requester: TicketPerson!
  assignee: TicketPerson
  "The author of the last public message, when from the support desk."
  lastAnsweredBy: TicketPerson
  openedAt: DateTime!
  lastActivityAt: DateTime!
  sla: TicketSla!
  "The conversation, oldest first; internal notes only for the support desk (read in one more lookup per ticket)."
  messages: [TicketMessage!]! @cost(value: 20)
}

type TicketConnection {
  totalCount: Int! @cost(value: 5)
  pageInfo: PageInfo!
  edges: [TicketEdge!]!
  nodes: [Ticket!]!
}

type TicketEdge {
  cursor: String!
  node: Ticket!
}

input LocationInput {
  type: LocationType!
  id: ID!
}

type Query {
  me: Me!
  organisms(first: Int = 50, after: String, search: String): OrganismConnection! @cost(value: 2, multipliers: ["first"])
  "An organism the caller holds as a whole; another's answers NOT_FOUND."
  organism(id: ID!): Organism!
  sites(
    first: Int = 50
    after: String
    organismId: ID
    states: [SiteState!]
    search: String
  ): SiteConnection! @cost(value: 2, multipliers: ["first"])
  "A site of the caller's scope; another's answers NOT_FOUND."
  site(id: ID!): Site!
  "Each monitored site (in production) of the scope, or of one organism, with its status; filtered by availability."
  siteStatuses(organismId: ID, availability: [Availability!]): [SiteWithStatus!]! @cost(value: 200)
  coupons(first: Int = 50, after: String, filter: CouponFilter): CouponConnection! @cost(value: 2, multipliers: ["first"])
  coupon(id: ID!): Coupon!
  "The offers a code of this location may take."
  offers(location: LocationInput!): [Offer!]! @cost(value: 5)
  purchases(first: Int = 50, after: String, filter: LocationFilter): PurchaseConnection!
    @cost(value: 2, multipliers: ["first"])
  newsletterCustomers(first: Int = 50, after: String, filter: LocationFilter): CustomerConnection!
    @cost(value: 2, multipliers: ["first"])
  incidents(first: Int = 50, after: String, filter: LocationFilter): IncidentConnection!
    @cost(value: 2, multipliers: ["first"])
  callouts(first: Int = 50, after: String, filter: LocationFilter): CalloutConnection!
    @cost(value: 2, multipliers: ["first"])
  """
  Support tickets (docs/tickets.md#who-sees-what): a customer's on their locations, every customer's for the
  support desk; the requests role (or the desk's). Filters as GET /api/tickets: since is a day (YYYY-MM-DD);
  without since or all, a customer's last 3 months. Newest opened first; first at most 100. Paged by
  position: a ticket opened, or leaving the filters, while paging shifts the next page by one.
  """
  tickets(
    first: Int = 50
    after: String
    status: [TicketStatus!]
    kind: TicketKind
    organismId: ID
    siteId: ID
    since: String
    all: Boolean
  ): TicketConnection! @cost(value: 2, multipliers: ["first"])
  "A ticket the caller may read; another's answers NOT_FOUND."
  ticket(id: ID!): Ticket! @cost(value: 5)
  "A private Wi-Fi space of the caller's sites (the ran role); another's answers NOT_FOUND."
  privateSpace(id: ID!): PrivateSpace! @cost(value: 5)
  """
  Portal announcements (docs/advertisements.md) the caller sees: those all of whose locations are theirs; the
  portal_advertisement role. Filters as GET /api/portal_annoucements: q in the internal title or any text, state on
  today's Paris day, siteId (shown there: its own and its organism's) else organismId (its own and its sites'),
  language filled. Newest start day first; first at most 100; paged by position.
  """
  announcements(
    first: Int = 50
    after: String
    q: String
    state: AnnouncementState
    siteId: ID
    organismId: ID
    language: Language
  ): AnnouncementConnection! @cost(value: 2, multipliers: ["first"])
  "An announcement the caller sees; another's answers NOT_FOUND."
  announcement(id: ID!): Announcement! @cost(value: 5)
}

input CreateCouponsInput {
  location: LocationInput!
  "1 to 1,000 codes (docs/product.md#codes-limits)."
  number: Int!
  description: String!
  "The offer; leave it out only where the location has none (then maxUsage, startsAt and endsAt)."
  offerId: ID
  maxUsage: Int
  startsAt: DateTime
  endsAt: DateTime
  "A single code only."
  phoneNumber: String
  "Send the single code by SMS to phoneNumber."
  sendSms: Boolean
  "The SMS language; the request's Accept-Language when left out."
  language: Language
  withRanAccess: Boolean
}

"A new ticket (docs/tickets.md#calls), on one of the caller's locations."
input CreateTicketInput {
  locationType: LocationType!
  locationId: ID!
  "A piece of equipment of the site."
  equipmentId: ID
  kind: TicketKind!
  "At most 200 characters."
  subject: String!
  "The first message, at most 20,000 characters."
  message: String!
  "Store the site's state now with the ticket (docs/tickets.md#context)."
  attachSiteState: Boolean
}

"A new private Wi-Fi space (docs/private-wifi.md#calls); its key is drawn by the server."
input CreatePrivateSpaceInput {
  siteId: ID!
  "1 to 64 characters, free on the site (case, accents and spacing aside)."
  name: String!
  "At most 255 characters."
  comment: String
  "The last day the key works, YYYY-MM-DD (Paris), today or later; null or left out: no end."
  expiresOn: String
}

"A space's changes: a field left out keeps its value."
input UpdatePrivateSpaceInput {
  name: String
  comment: String
  "Today or later; null clears it, which brings an expired space's key back."
  expiresOn: String
}

"A welcome message: title 1 to 25 characters, content 1 to 140."
input CreateIotMessageInput {
  title: String!
  content: String!
}

"A message's changes: a title left out or null keeps the title."
input UpdateIotMessageInput {
  title: String
  content: String!
}

"An announcement's texts by language: a language started has its title, content and signature."
input AnnouncementTextsInput {
  fr: String
  en: String
  de: String
  es: String
  nl: String
  zh: String
}

"""
A portal announcement, whole (as the PUT's body): docs/product.md#announcements-validation. Refusals carry the REST
body's field keys (internal_title, public_title.de, ends_at, locations, overlapping_advertisements, image).
"""
input AnnouncementInput {
  "At most 50 characters, for the console only."
  internalTitle: String!
  publicTitle: AnnouncementTextsInput!
  content: AnnouncementTextsInput!
  signature: AnnouncementTextsInput!
  "YYYY-MM-DD; at most 15 days from the first to the last."
  startsOn: String!
  endsOn: String!
  "A complete language; left out: the first complete one."
  fallbackLanguage: Language
  "Organisms (held as a whole) and sites of the caller's."
  locations: [LocationInput!]!
  """
  An image already stored, by its digest (Announcement.image.digest of an announcement the caller sees); images are
  uploaded by the console's calls only. Left out: the image is kept (none on a creation); null: removed.
  """
  imageDigest: String
}

type CouponBatch {
  correlationId: String!
  coupons: [Coupon!]!
}

type SmsQueued {
  outboxMessageId: ID!
}

type Mutation {
  "Makes 1 to 1,000 codes in one transaction, all or none (docs/product.md#codes-validation)."
  createCoupons(input: CreateCouponsInput!): CouponBatch! @cost(value: 100)
  "Disables a code for good (docs/product.md#codes-states)."
  disableCoupon(id: ID!): Coupon! @cost(value: 10)
  "Sets the guest's phone number; null removes it."
  setCouponPhone(id: ID!, phoneNumber: String): Coupon! @cost(value: 10)
  "Queues the code's SMS to its phone number."
  sendCouponSms(id: ID!, language: Language): SmsQueued! @cost(value: 10)
  """
  Opens a ticket (channel WIDGET), as POST /api/tickets does. Files are not sent through GraphQL: open the
  ticket with them by POST /api/tickets, or add them by POST /api/tickets/{id}/messages (multipart, the same token).
  """
  createTicket(input: CreateTicketInput!): Ticket! @cost(value: 50)
  "A public reply on a ticket the caller may read; internal: true writes a note, the support desk's only."
  replyToTicket(ticketId: ID!, message: String!, internal: Boolean = false): Ticket! @cost(value: 20)
  """
  Private Wi-Fi spaces, as the /ran calls (docs/private-wifi.md#calls), with the ran role: each key change is pushed to
  the site's collector in the same transaction; the errors carry the same field keys (privateWifi.errors.*).
  """
  createPrivateSpace(input: CreatePrivateSpaceInput!): PrivateSpace! @cost(value: 20)
  updatePrivateSpace(id: ID!, input: UpdatePrivateSpaceInput!): PrivateSpace! @cost(value: 20)
  "Deletes a space (its key withdrawn); one linked to a hotel room: INVALID_PARAMETERS room_linked. Its id."
  deletePrivateSpace(id: ID!): ID! @cost(value: 20)
  "A new key at once; the old one stops working when the collector applies the change."
  resetPrivateSpaceKey(id: ID!): PrivateSpace! @cost(value: 20)
  """
  Hotel IoT, as the /iots calls (docs/iot.md), with the iots role, on a site of the caller's; a room, message or
  serial not of that site answers NOT_FOUND. Changes that reach the TVs or devices queue a command for the site's
  collector in the same transaction; the errors carry the same field keys (iots.*.errors.*).
  """
  createIotMessage(siteId: ID!, input: CreateIotMessageInput!): IotMessage! @cost(value: 20)
  "Changes a message; when it is the enabled one, a MESSAGE command takes it to the TVs."
  updateIotMessage(siteId: ID!, id: ID!, input: UpdateIotMessageInput!): IotMessage! @cost(value: 20)
  "Deletes a message (the enabled one: the TVs are left with none). Its id."
  deleteIotMessage(siteId: ID!, id: ID!): ID! @cost(value: 20)
  "Enables a message, disabling the others, and sends it to the TVs."
  enableIotMessage(siteId: ID!, id: ID!): IotCommand! @cost(value: 20)
  "Disables every message: the TVs show none."
  disableIotMessages(siteId: ID!): IotCommand! @cost(value: 20)
  "Checks a room out: a new room key at once, carried to its devices. roomName must be the room's (else INVALID_PARAMETERS room_name)."
  checkoutIotRoom(siteId: ID!, roomId: ID!, roomName: String!): IotCheckout! @cost(value: 20)
  "Restarts a reachable, configured stick or TV, by serial."
  restartIotDevice(siteId: ID!, serial: String!): IotCommand! @cost(value: 20)
  "Replaces a device by a free spare of its model (reserved at once)."
  replaceIotDevice(siteId: ID!, serial: String!, newSerial: String!): IotCommand! @cost(value: 20)
  """
  Portal announcements, as the /portal_annoucements calls (docs/advertisements.md), with the portal_advertisement
  role: the same rules (locations of the caller's, no overlap on a location and a day) and security log lines.
  """
  createAnnouncement(input: AnnouncementInput!): Announcement! @cost(value: 20)
  "Replaces an announcement the caller sees (another's: NOT_FOUND) with the input."
  updateAnnouncement(id: ID!, input: AnnouncementInput!): Announcement! @cost(value: 20)
  "Deletes an announcement the caller sees; its id."
  deleteAnnouncement(id: ID!): ID! @cost(value: 20)
}
`;
