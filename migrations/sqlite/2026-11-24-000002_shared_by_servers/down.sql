DROP TABLE hub_payloads;
DROP TABLE hub_presence;
DROP TABLE hub_servers;
DROP TABLE sign_in_failures;
