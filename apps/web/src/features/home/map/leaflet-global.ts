import L from "leaflet";

// leaflet.markercluster is a UMD script that extends the global `L`: it must
// find Leaflet there when it runs, so this module is imported just before it.
(globalThis as { L?: typeof L }).L = L;
