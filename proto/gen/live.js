/*eslint-disable block-scoped-var, id-length, no-control-regex, no-magic-numbers, no-prototype-builtins, no-redeclare, no-shadow, no-var, sort-vars*/
import $protobuf from "protobufjs/minimal.js";

const $Reader = $protobuf.Reader, $Writer = $protobuf.Writer, $util = $protobuf.util;

const $root = $protobuf.roots["default"] || ($protobuf.roots["default"] = {});

export const live = $root.live = (() => {

    const live = {};

    live.Envelope = (function() {

        function Envelope(p) {
            if (p)
                for (var ks = Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        }

        Envelope.prototype.code = 0;
        Envelope.prototype.seq = 0;
        Envelope.prototype.ts = 0;
        Envelope.prototype.body = $util.newBuffer([]);
        Envelope.prototype.crc = 0;

        Envelope.create = function create(properties) {
            return new Envelope(properties);
        };

        Envelope.encode = function encode(m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw Error("max depth exceeded");
            if (m.code != null && Object.hasOwnProperty.call(m, "code"))
                w.uint32(8).uint32(m.code);
            if (m.seq != null && Object.hasOwnProperty.call(m, "seq"))
                w.uint32(16).uint64(m.seq);
            if (m.ts != null && Object.hasOwnProperty.call(m, "ts"))
                w.uint32(24).int64(m.ts);
            if (m.body != null && Object.hasOwnProperty.call(m, "body"))
                w.uint32(34).bytes(m.body);
            if (m.crc != null && Object.hasOwnProperty.call(m, "crc"))
                w.uint32(45).fixed32(m.crc);
            return w;
        };

        Envelope.decode = function decode(r, l, e, n) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (n === undefined)
                n = 0;
            if (n > $Reader.recursionLimit)
                throw Error("maximum nesting depth exceeded");
            var c, m;
            if (l === undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = new $root.live.Envelope();
            while (r.pos < c) {
                var t = r.uint32();
                if (t === e)
                    break;
                switch (t >>> 3) {
                case 1: {
                        m.code = r.uint32();
                        break;
                    }
                case 2: {
                        m.seq = r.uint64();
                        break;
                    }
                case 3: {
                        m.ts = r.int64();
                        break;
                    }
                case 4: {
                        m.body = r.bytes();
                        break;
                    }
                case 5: {
                        m.crc = r.fixed32();
                        break;
                    }
                default:
                    r.skipType(t & 7, n);
                    break;
                }
            }
            if (l !== undefined) {
                if (r.pos !== c)
                    throw RangeError("index out of range");
                r.len = l;
            }
            return m;
        };

        Envelope.getTypeUrl = function getTypeUrl(typeUrlPrefix) {
            if (typeUrlPrefix === undefined) {
                typeUrlPrefix = "type.googleapis.com";
            }
            return typeUrlPrefix + "/live.Envelope";
        };

        return Envelope;
    })();

    live.Packet = (function() {

        function Packet(p) {
            this.frames = [];
            if (p)
                for (var ks = Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        }

        Packet.prototype.frames = $util.emptyArray;

        Packet.create = function create(properties) {
            return new Packet(properties);
        };

        Packet.encode = function encode(m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw Error("max depth exceeded");
            if (m.frames != null && m.frames.length) {
                for (var i = 0; i < m.frames.length; ++i)
                    $root.live.Envelope.encode(m.frames[i], w.uint32(10).fork(), q + 1).ldelim();
            }
            return w;
        };

        Packet.decode = function decode(r, l, e, n) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (n === undefined)
                n = 0;
            if (n > $Reader.recursionLimit)
                throw Error("maximum nesting depth exceeded");
            var c, m;
            if (l === undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = new $root.live.Packet();
            while (r.pos < c) {
                var t = r.uint32();
                if (t === e)
                    break;
                switch (t >>> 3) {
                case 1: {
                        if (!(m.frames && m.frames.length))
                            m.frames = [];
                        m.frames.push($root.live.Envelope.decode(r, r.uint32(), undefined, n + 1));
                        break;
                    }
                default:
                    r.skipType(t & 7, n);
                    break;
                }
            }
            if (l !== undefined) {
                if (r.pos !== c)
                    throw RangeError("index out of range");
                r.len = l;
            }
            return m;
        };

        Packet.getTypeUrl = function getTypeUrl(typeUrlPrefix) {
            if (typeUrlPrefix === undefined) {
                typeUrlPrefix = "type.googleapis.com";
            }
            return typeUrlPrefix + "/live.Packet";
        };

        return Packet;
    })();

    live.Ping = (function() {

        function Ping(p) {
            if (p)
                for (var ks = Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        }

        Ping.prototype.clientTs = 0;

        Ping.create = function create(properties) {
            return new Ping(properties);
        };

        Ping.encode = function encode(m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw Error("max depth exceeded");
            if (m.clientTs != null && Object.hasOwnProperty.call(m, "clientTs"))
                w.uint32(8).int64(m.clientTs);
            return w;
        };

        Ping.decode = function decode(r, l, e, n) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (n === undefined)
                n = 0;
            if (n > $Reader.recursionLimit)
                throw Error("maximum nesting depth exceeded");
            var c, m;
            if (l === undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = new $root.live.Ping();
            while (r.pos < c) {
                var t = r.uint32();
                if (t === e)
                    break;
                switch (t >>> 3) {
                case 1: {
                        m.clientTs = r.int64();
                        break;
                    }
                default:
                    r.skipType(t & 7, n);
                    break;
                }
            }
            if (l !== undefined) {
                if (r.pos !== c)
                    throw RangeError("index out of range");
                r.len = l;
            }
            return m;
        };

        Ping.getTypeUrl = function getTypeUrl(typeUrlPrefix) {
            if (typeUrlPrefix === undefined) {
                typeUrlPrefix = "type.googleapis.com";
            }
            return typeUrlPrefix + "/live.Ping";
        };

        return Ping;
    })();

    live.Pong = (function() {

        function Pong(p) {
            if (p)
                for (var ks = Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        }

        Pong.prototype.clientTs = 0;
        Pong.prototype.serverTs = 0;
        Pong.prototype.protocolVersion = 0;
        Pong.prototype.feedSpeed = 0;

        Pong.create = function create(properties) {
            return new Pong(properties);
        };

        Pong.encode = function encode(m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw Error("max depth exceeded");
            if (m.clientTs != null && Object.hasOwnProperty.call(m, "clientTs"))
                w.uint32(8).int64(m.clientTs);
            if (m.serverTs != null && Object.hasOwnProperty.call(m, "serverTs"))
                w.uint32(16).int64(m.serverTs);
            if (m.protocolVersion != null && Object.hasOwnProperty.call(m, "protocolVersion"))
                w.uint32(24).uint32(m.protocolVersion);
            if (m.feedSpeed != null && Object.hasOwnProperty.call(m, "feedSpeed"))
                w.uint32(33).double(m.feedSpeed);
            return w;
        };

        Pong.decode = function decode(r, l, e, n) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (n === undefined)
                n = 0;
            if (n > $Reader.recursionLimit)
                throw Error("maximum nesting depth exceeded");
            var c, m;
            if (l === undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = new $root.live.Pong();
            while (r.pos < c) {
                var t = r.uint32();
                if (t === e)
                    break;
                switch (t >>> 3) {
                case 1: {
                        m.clientTs = r.int64();
                        break;
                    }
                case 2: {
                        m.serverTs = r.int64();
                        break;
                    }
                case 3: {
                        m.protocolVersion = r.uint32();
                        break;
                    }
                case 4: {
                        m.feedSpeed = r.double();
                        break;
                    }
                default:
                    r.skipType(t & 7, n);
                    break;
                }
            }
            if (l !== undefined) {
                if (r.pos !== c)
                    throw RangeError("index out of range");
                r.len = l;
            }
            return m;
        };

        Pong.getTypeUrl = function getTypeUrl(typeUrlPrefix) {
            if (typeUrlPrefix === undefined) {
                typeUrlPrefix = "type.googleapis.com";
            }
            return typeUrlPrefix + "/live.Pong";
        };

        return Pong;
    })();

    live.ListRequest = (function() {

        function ListRequest(p) {
            if (p)
                for (var ks = Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        }

        ListRequest.prototype.sportType = 0;
        ListRequest.prototype.stream = "";
        ListRequest.prototype.afterSeq = 0;

        ListRequest.create = function create(properties) {
            return new ListRequest(properties);
        };

        ListRequest.encode = function encode(m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw Error("max depth exceeded");
            if (m.sportType != null && Object.hasOwnProperty.call(m, "sportType"))
                w.uint32(8).int32(m.sportType);
            if (m.stream != null && Object.hasOwnProperty.call(m, "stream"))
                w.uint32(18).string(m.stream);
            if (m.afterSeq != null && Object.hasOwnProperty.call(m, "afterSeq"))
                w.uint32(24).uint64(m.afterSeq);
            return w;
        };

        ListRequest.decode = function decode(r, l, e, n) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (n === undefined)
                n = 0;
            if (n > $Reader.recursionLimit)
                throw Error("maximum nesting depth exceeded");
            var c, m;
            if (l === undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = new $root.live.ListRequest();
            while (r.pos < c) {
                var t = r.uint32();
                if (t === e)
                    break;
                switch (t >>> 3) {
                case 1: {
                        m.sportType = r.int32();
                        break;
                    }
                case 2: {
                        m.stream = r.string();
                        break;
                    }
                case 3: {
                        m.afterSeq = r.uint64();
                        break;
                    }
                default:
                    r.skipType(t & 7, n);
                    break;
                }
            }
            if (l !== undefined) {
                if (r.pos !== c)
                    throw RangeError("index out of range");
                r.len = l;
            }
            return m;
        };

        ListRequest.getTypeUrl = function getTypeUrl(typeUrlPrefix) {
            if (typeUrlPrefix === undefined) {
                typeUrlPrefix = "type.googleapis.com";
            }
            return typeUrlPrefix + "/live.ListRequest";
        };

        return ListRequest;
    })();

    live.Competition = (function() {

        function Competition(p) {
            if (p)
                for (var ks = Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        }

        Competition.prototype.id = 0;
        Competition.prototype.name = "";
        Competition.prototype.logo = "";
        Competition.prototype.color = "";
        Competition.prototype.initial = "";
        Competition.prototype.firstTier = false;
        Competition.prototype.hot = false;
        Competition.prototype.shortName = "";

        Competition.create = function create(properties) {
            return new Competition(properties);
        };

        Competition.encode = function encode(m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw Error("max depth exceeded");
            if (m.id != null && Object.hasOwnProperty.call(m, "id"))
                w.uint32(8).int64(m.id);
            if (m.name != null && Object.hasOwnProperty.call(m, "name"))
                w.uint32(18).string(m.name);
            if (m.logo != null && Object.hasOwnProperty.call(m, "logo"))
                w.uint32(26).string(m.logo);
            if (m.color != null && Object.hasOwnProperty.call(m, "color"))
                w.uint32(34).string(m.color);
            if (m.initial != null && Object.hasOwnProperty.call(m, "initial"))
                w.uint32(42).string(m.initial);
            if (m.firstTier != null && Object.hasOwnProperty.call(m, "firstTier"))
                w.uint32(48).bool(m.firstTier);
            if (m.hot != null && Object.hasOwnProperty.call(m, "hot"))
                w.uint32(56).bool(m.hot);
            if (m.shortName != null && Object.hasOwnProperty.call(m, "shortName"))
                w.uint32(66).string(m.shortName);
            return w;
        };

        Competition.decode = function decode(r, l, e, n) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (n === undefined)
                n = 0;
            if (n > $Reader.recursionLimit)
                throw Error("maximum nesting depth exceeded");
            var c, m;
            if (l === undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = new $root.live.Competition();
            while (r.pos < c) {
                var t = r.uint32();
                if (t === e)
                    break;
                switch (t >>> 3) {
                case 1: {
                        m.id = r.int64();
                        break;
                    }
                case 2: {
                        m.name = r.string();
                        break;
                    }
                case 3: {
                        m.logo = r.string();
                        break;
                    }
                case 4: {
                        m.color = r.string();
                        break;
                    }
                case 5: {
                        m.initial = r.string();
                        break;
                    }
                case 6: {
                        m.firstTier = r.bool();
                        break;
                    }
                case 7: {
                        m.hot = r.bool();
                        break;
                    }
                case 8: {
                        m.shortName = r.string();
                        break;
                    }
                default:
                    r.skipType(t & 7, n);
                    break;
                }
            }
            if (l !== undefined) {
                if (r.pos !== c)
                    throw RangeError("index out of range");
                r.len = l;
            }
            return m;
        };

        Competition.getTypeUrl = function getTypeUrl(typeUrlPrefix) {
            if (typeUrlPrefix === undefined) {
                typeUrlPrefix = "type.googleapis.com";
            }
            return typeUrlPrefix + "/live.Competition";
        };

        return Competition;
    })();

    live.Team = (function() {

        function Team(p) {
            if (p)
                for (var ks = Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        }

        Team.prototype.id = 0;
        Team.prototype.name = "";
        Team.prototype.logo = "";
        Team.prototype.position = 0;

        Team.create = function create(properties) {
            return new Team(properties);
        };

        Team.encode = function encode(m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw Error("max depth exceeded");
            if (m.id != null && Object.hasOwnProperty.call(m, "id"))
                w.uint32(8).int64(m.id);
            if (m.name != null && Object.hasOwnProperty.call(m, "name"))
                w.uint32(18).string(m.name);
            if (m.logo != null && Object.hasOwnProperty.call(m, "logo"))
                w.uint32(26).string(m.logo);
            if (m.position != null && Object.hasOwnProperty.call(m, "position"))
                w.uint32(32).int32(m.position);
            return w;
        };

        Team.decode = function decode(r, l, e, n) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (n === undefined)
                n = 0;
            if (n > $Reader.recursionLimit)
                throw Error("maximum nesting depth exceeded");
            var c, m;
            if (l === undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = new $root.live.Team();
            while (r.pos < c) {
                var t = r.uint32();
                if (t === e)
                    break;
                switch (t >>> 3) {
                case 1: {
                        m.id = r.int64();
                        break;
                    }
                case 2: {
                        m.name = r.string();
                        break;
                    }
                case 3: {
                        m.logo = r.string();
                        break;
                    }
                case 4: {
                        m.position = r.int32();
                        break;
                    }
                default:
                    r.skipType(t & 7, n);
                    break;
                }
            }
            if (l !== undefined) {
                if (r.pos !== c)
                    throw RangeError("index out of range");
                r.len = l;
            }
            return m;
        };

        Team.getTypeUrl = function getTypeUrl(typeUrlPrefix) {
            if (typeUrlPrefix === undefined) {
                typeUrlPrefix = "type.googleapis.com";
            }
            return typeUrlPrefix + "/live.Team";
        };

        return Team;
    })();

    live.LotteryInfo = (function() {

        function LotteryInfo(p) {
            if (p)
                for (var ks = Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        }

        LotteryInfo.prototype.matchId = 0;
        LotteryInfo.prototype.lotteryId = 0;
        LotteryInfo.prototype.issueNum = "";

        LotteryInfo.create = function create(properties) {
            return new LotteryInfo(properties);
        };

        LotteryInfo.encode = function encode(m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw Error("max depth exceeded");
            if (m.matchId != null && Object.hasOwnProperty.call(m, "matchId"))
                w.uint32(8).int64(m.matchId);
            if (m.lotteryId != null && Object.hasOwnProperty.call(m, "lotteryId"))
                w.uint32(16).int32(m.lotteryId);
            if (m.issueNum != null && Object.hasOwnProperty.call(m, "issueNum"))
                w.uint32(26).string(m.issueNum);
            return w;
        };

        LotteryInfo.decode = function decode(r, l, e, n) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (n === undefined)
                n = 0;
            if (n > $Reader.recursionLimit)
                throw Error("maximum nesting depth exceeded");
            var c, m;
            if (l === undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = new $root.live.LotteryInfo();
            while (r.pos < c) {
                var t = r.uint32();
                if (t === e)
                    break;
                switch (t >>> 3) {
                case 1: {
                        m.matchId = r.int64();
                        break;
                    }
                case 2: {
                        m.lotteryId = r.int32();
                        break;
                    }
                case 3: {
                        m.issueNum = r.string();
                        break;
                    }
                default:
                    r.skipType(t & 7, n);
                    break;
                }
            }
            if (l !== undefined) {
                if (r.pos !== c)
                    throw RangeError("index out of range");
                r.len = l;
            }
            return m;
        };

        LotteryInfo.getTypeUrl = function getTypeUrl(typeUrlPrefix) {
            if (typeUrlPrefix === undefined) {
                typeUrlPrefix = "type.googleapis.com";
            }
            return typeUrlPrefix + "/live.LotteryInfo";
        };

        return LotteryInfo;
    })();

    live.AnchorBrief = (function() {

        function AnchorBrief(p) {
            if (p)
                for (var ks = Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        }

        AnchorBrief.prototype.avatar = "";
        AnchorBrief.prototype.roomId = 0;
        AnchorBrief.prototype.customId = 0;
        AnchorBrief.prototype.nickname = "";

        AnchorBrief.create = function create(properties) {
            return new AnchorBrief(properties);
        };

        AnchorBrief.encode = function encode(m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw Error("max depth exceeded");
            if (m.avatar != null && Object.hasOwnProperty.call(m, "avatar"))
                w.uint32(10).string(m.avatar);
            if (m.roomId != null && Object.hasOwnProperty.call(m, "roomId"))
                w.uint32(16).int64(m.roomId);
            if (m.customId != null && Object.hasOwnProperty.call(m, "customId"))
                w.uint32(24).int64(m.customId);
            if (m.nickname != null && Object.hasOwnProperty.call(m, "nickname"))
                w.uint32(34).string(m.nickname);
            return w;
        };

        AnchorBrief.decode = function decode(r, l, e, n) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (n === undefined)
                n = 0;
            if (n > $Reader.recursionLimit)
                throw Error("maximum nesting depth exceeded");
            var c, m;
            if (l === undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = new $root.live.AnchorBrief();
            while (r.pos < c) {
                var t = r.uint32();
                if (t === e)
                    break;
                switch (t >>> 3) {
                case 1: {
                        m.avatar = r.string();
                        break;
                    }
                case 2: {
                        m.roomId = r.int64();
                        break;
                    }
                case 3: {
                        m.customId = r.int64();
                        break;
                    }
                case 4: {
                        m.nickname = r.string();
                        break;
                    }
                default:
                    r.skipType(t & 7, n);
                    break;
                }
            }
            if (l !== undefined) {
                if (r.pos !== c)
                    throw RangeError("index out of range");
                r.len = l;
            }
            return m;
        };

        AnchorBrief.getTypeUrl = function getTypeUrl(typeUrlPrefix) {
            if (typeUrlPrefix === undefined) {
                typeUrlPrefix = "type.googleapis.com";
            }
            return typeUrlPrefix + "/live.AnchorBrief";
        };

        return AnchorBrief;
    })();

    live.MatchItem = (function() {

        function MatchItem(p) {
            this.iArr = [];
            this.sArr = [];
            this.homeScore = [];
            this.awayScore = [];
            this.roomArr = [];
            this.living = [];
            this.preview = [];
            if (p)
                for (var ks = Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        }

        MatchItem.prototype.iArr = $util.emptyArray;
        MatchItem.prototype.sArr = $util.emptyArray;
        MatchItem.prototype.homeScore = $util.emptyArray;
        MatchItem.prototype.awayScore = $util.emptyArray;
        MatchItem.prototype.roomArr = $util.emptyArray;
        MatchItem.prototype.living = $util.emptyArray;
        MatchItem.prototype.preview = $util.emptyArray;

        MatchItem.create = function create(properties) {
            return new MatchItem(properties);
        };

        MatchItem.encode = function encode(m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw Error("max depth exceeded");
            if (m.iArr != null && m.iArr.length) {
                w.uint32(10).fork();
                for (var i = 0; i < m.iArr.length; ++i)
                    w.int64(m.iArr[i]);
                w.ldelim();
            }
            if (m.sArr != null && m.sArr.length) {
                for (var i = 0; i < m.sArr.length; ++i)
                    w.uint32(18).string(m.sArr[i]);
            }
            if (m.homeScore != null && m.homeScore.length) {
                w.uint32(26).fork();
                for (var i = 0; i < m.homeScore.length; ++i)
                    w.int32(m.homeScore[i]);
                w.ldelim();
            }
            if (m.awayScore != null && m.awayScore.length) {
                w.uint32(34).fork();
                for (var i = 0; i < m.awayScore.length; ++i)
                    w.int32(m.awayScore[i]);
                w.ldelim();
            }
            if (m.roomArr != null && m.roomArr.length) {
                w.uint32(42).fork();
                for (var i = 0; i < m.roomArr.length; ++i)
                    w.int64(m.roomArr[i]);
                w.ldelim();
            }
            if (m.living != null && m.living.length) {
                for (var i = 0; i < m.living.length; ++i)
                    $root.live.AnchorBrief.encode(m.living[i], w.uint32(50).fork(), q + 1).ldelim();
            }
            if (m.preview != null && m.preview.length) {
                for (var i = 0; i < m.preview.length; ++i)
                    $root.live.AnchorBrief.encode(m.preview[i], w.uint32(58).fork(), q + 1).ldelim();
            }
            return w;
        };

        MatchItem.decode = function decode(r, l, e, n) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (n === undefined)
                n = 0;
            if (n > $Reader.recursionLimit)
                throw Error("maximum nesting depth exceeded");
            var c, m;
            if (l === undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = new $root.live.MatchItem();
            while (r.pos < c) {
                var t = r.uint32();
                if (t === e)
                    break;
                switch (t >>> 3) {
                case 1: {
                        if (!(m.iArr && m.iArr.length))
                            m.iArr = [];
                        if ((t & 7) === 2) {
                            var c2 = r.uint32() + r.pos;
                            if (c2 > r.len)
                                throw RangeError("index out of range");
                            r.len = c2;
                            while (r.pos < c2)
                                m.iArr.push(r.int64());
                            if (r.pos !== c2)
                                throw RangeError("index out of range");
                            r.len = c;
                        } else
                            m.iArr.push(r.int64());
                        break;
                    }
                case 2: {
                        if (!(m.sArr && m.sArr.length))
                            m.sArr = [];
                        m.sArr.push(r.string());
                        break;
                    }
                case 3: {
                        if (!(m.homeScore && m.homeScore.length))
                            m.homeScore = [];
                        if ((t & 7) === 2) {
                            var c2 = r.uint32() + r.pos;
                            if (c2 > r.len)
                                throw RangeError("index out of range");
                            r.len = c2;
                            while (r.pos < c2)
                                m.homeScore.push(r.int32());
                            if (r.pos !== c2)
                                throw RangeError("index out of range");
                            r.len = c;
                        } else
                            m.homeScore.push(r.int32());
                        break;
                    }
                case 4: {
                        if (!(m.awayScore && m.awayScore.length))
                            m.awayScore = [];
                        if ((t & 7) === 2) {
                            var c2 = r.uint32() + r.pos;
                            if (c2 > r.len)
                                throw RangeError("index out of range");
                            r.len = c2;
                            while (r.pos < c2)
                                m.awayScore.push(r.int32());
                            if (r.pos !== c2)
                                throw RangeError("index out of range");
                            r.len = c;
                        } else
                            m.awayScore.push(r.int32());
                        break;
                    }
                case 5: {
                        if (!(m.roomArr && m.roomArr.length))
                            m.roomArr = [];
                        if ((t & 7) === 2) {
                            var c2 = r.uint32() + r.pos;
                            if (c2 > r.len)
                                throw RangeError("index out of range");
                            r.len = c2;
                            while (r.pos < c2)
                                m.roomArr.push(r.int64());
                            if (r.pos !== c2)
                                throw RangeError("index out of range");
                            r.len = c;
                        } else
                            m.roomArr.push(r.int64());
                        break;
                    }
                case 6: {
                        if (!(m.living && m.living.length))
                            m.living = [];
                        m.living.push($root.live.AnchorBrief.decode(r, r.uint32(), undefined, n + 1));
                        break;
                    }
                case 7: {
                        if (!(m.preview && m.preview.length))
                            m.preview = [];
                        m.preview.push($root.live.AnchorBrief.decode(r, r.uint32(), undefined, n + 1));
                        break;
                    }
                default:
                    r.skipType(t & 7, n);
                    break;
                }
            }
            if (l !== undefined) {
                if (r.pos !== c)
                    throw RangeError("index out of range");
                r.len = l;
            }
            return m;
        };

        MatchItem.getTypeUrl = function getTypeUrl(typeUrlPrefix) {
            if (typeUrlPrefix === undefined) {
                typeUrlPrefix = "type.googleapis.com";
            }
            return typeUrlPrefix + "/live.MatchItem";
        };

        return MatchItem;
    })();

    live.MatchListResponse = (function() {

        function MatchListResponse(p) {
            this.cArr = [];
            this.tArr = [];
            this.lArr = [];
            this.matches = [];
            this.rooms = [];
            if (p)
                for (var ks = Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        }

        MatchListResponse.prototype.cArr = $util.emptyArray;
        MatchListResponse.prototype.tArr = $util.emptyArray;
        MatchListResponse.prototype.lArr = $util.emptyArray;
        MatchListResponse.prototype.matches = $util.emptyArray;
        MatchListResponse.prototype.code = 0;
        MatchListResponse.prototype.sportType = 0;
        MatchListResponse.prototype.seq = 0;
        MatchListResponse.prototype.serverTime = 0;
        MatchListResponse.prototype.stream = "";
        MatchListResponse.prototype.rooms = $util.emptyArray;

        MatchListResponse.create = function create(properties) {
            return new MatchListResponse(properties);
        };

        MatchListResponse.encode = function encode(m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw Error("max depth exceeded");
            if (m.cArr != null && m.cArr.length) {
                for (var i = 0; i < m.cArr.length; ++i)
                    $root.live.Competition.encode(m.cArr[i], w.uint32(10).fork(), q + 1).ldelim();
            }
            if (m.tArr != null && m.tArr.length) {
                for (var i = 0; i < m.tArr.length; ++i)
                    $root.live.Team.encode(m.tArr[i], w.uint32(18).fork(), q + 1).ldelim();
            }
            if (m.lArr != null && m.lArr.length) {
                for (var i = 0; i < m.lArr.length; ++i)
                    $root.live.LotteryInfo.encode(m.lArr[i], w.uint32(26).fork(), q + 1).ldelim();
            }
            if (m.matches != null && m.matches.length) {
                for (var i = 0; i < m.matches.length; ++i)
                    $root.live.MatchItem.encode(m.matches[i], w.uint32(34).fork(), q + 1).ldelim();
            }
            if (m.code != null && Object.hasOwnProperty.call(m, "code"))
                w.uint32(40).int32(m.code);
            if (m.sportType != null && Object.hasOwnProperty.call(m, "sportType"))
                w.uint32(48).int32(m.sportType);
            if (m.seq != null && Object.hasOwnProperty.call(m, "seq"))
                w.uint32(56).uint64(m.seq);
            if (m.serverTime != null && Object.hasOwnProperty.call(m, "serverTime"))
                w.uint32(64).int64(m.serverTime);
            if (m.stream != null && Object.hasOwnProperty.call(m, "stream"))
                w.uint32(74).string(m.stream);
            if (m.rooms != null && m.rooms.length) {
                for (var i = 0; i < m.rooms.length; ++i)
                    $root.live.LiveRoomItem.encode(m.rooms[i], w.uint32(82).fork(), q + 1).ldelim();
            }
            return w;
        };

        MatchListResponse.decode = function decode(r, l, e, n) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (n === undefined)
                n = 0;
            if (n > $Reader.recursionLimit)
                throw Error("maximum nesting depth exceeded");
            var c, m;
            if (l === undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = new $root.live.MatchListResponse();
            while (r.pos < c) {
                var t = r.uint32();
                if (t === e)
                    break;
                switch (t >>> 3) {
                case 1: {
                        if (!(m.cArr && m.cArr.length))
                            m.cArr = [];
                        m.cArr.push($root.live.Competition.decode(r, r.uint32(), undefined, n + 1));
                        break;
                    }
                case 2: {
                        if (!(m.tArr && m.tArr.length))
                            m.tArr = [];
                        m.tArr.push($root.live.Team.decode(r, r.uint32(), undefined, n + 1));
                        break;
                    }
                case 3: {
                        if (!(m.lArr && m.lArr.length))
                            m.lArr = [];
                        m.lArr.push($root.live.LotteryInfo.decode(r, r.uint32(), undefined, n + 1));
                        break;
                    }
                case 4: {
                        if (!(m.matches && m.matches.length))
                            m.matches = [];
                        m.matches.push($root.live.MatchItem.decode(r, r.uint32(), undefined, n + 1));
                        break;
                    }
                case 5: {
                        m.code = r.int32();
                        break;
                    }
                case 6: {
                        m.sportType = r.int32();
                        break;
                    }
                case 7: {
                        m.seq = r.uint64();
                        break;
                    }
                case 8: {
                        m.serverTime = r.int64();
                        break;
                    }
                case 9: {
                        m.stream = r.string();
                        break;
                    }
                case 10: {
                        if (!(m.rooms && m.rooms.length))
                            m.rooms = [];
                        m.rooms.push($root.live.LiveRoomItem.decode(r, r.uint32(), undefined, n + 1));
                        break;
                    }
                default:
                    r.skipType(t & 7, n);
                    break;
                }
            }
            if (l !== undefined) {
                if (r.pos !== c)
                    throw RangeError("index out of range");
                r.len = l;
            }
            return m;
        };

        MatchListResponse.getTypeUrl = function getTypeUrl(typeUrlPrefix) {
            if (typeUrlPrefix === undefined) {
                typeUrlPrefix = "type.googleapis.com";
            }
            return typeUrlPrefix + "/live.MatchListResponse";
        };

        return MatchListResponse;
    })();

    live.ScoreObj = (function() {

        function ScoreObj(p) {
            this.homeScore = [];
            this.awayScore = [];
            this.homeOverTimeScores = [];
            this.awayOverTimeScores = [];
            if (p)
                for (var ks = Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        }

        ScoreObj.prototype.matchId = 0;
        ScoreObj.prototype.statusId = 0;
        ScoreObj.prototype.homeScore = $util.emptyArray;
        ScoreObj.prototype.awayScore = $util.emptyArray;
        ScoreObj.prototype.goingTime = 0;
        ScoreObj.prototype.note = "";
        ScoreObj.prototype.homeOverTimeScores = $util.emptyArray;
        ScoreObj.prototype.awayOverTimeScores = $util.emptyArray;
        ScoreObj.prototype.clockSeconds = 0;

        ScoreObj.create = function create(properties) {
            return new ScoreObj(properties);
        };

        ScoreObj.encode = function encode(m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw Error("max depth exceeded");
            if (m.matchId != null && Object.hasOwnProperty.call(m, "matchId"))
                w.uint32(8).int64(m.matchId);
            if (m.statusId != null && Object.hasOwnProperty.call(m, "statusId"))
                w.uint32(16).int32(m.statusId);
            if (m.homeScore != null && m.homeScore.length) {
                w.uint32(26).fork();
                for (var i = 0; i < m.homeScore.length; ++i)
                    w.int32(m.homeScore[i]);
                w.ldelim();
            }
            if (m.awayScore != null && m.awayScore.length) {
                w.uint32(34).fork();
                for (var i = 0; i < m.awayScore.length; ++i)
                    w.int32(m.awayScore[i]);
                w.ldelim();
            }
            if (m.goingTime != null && Object.hasOwnProperty.call(m, "goingTime"))
                w.uint32(40).int64(m.goingTime);
            if (m.note != null && Object.hasOwnProperty.call(m, "note"))
                w.uint32(50).string(m.note);
            if (m.homeOverTimeScores != null && m.homeOverTimeScores.length) {
                w.uint32(58).fork();
                for (var i = 0; i < m.homeOverTimeScores.length; ++i)
                    w.int32(m.homeOverTimeScores[i]);
                w.ldelim();
            }
            if (m.awayOverTimeScores != null && m.awayOverTimeScores.length) {
                w.uint32(66).fork();
                for (var i = 0; i < m.awayOverTimeScores.length; ++i)
                    w.int32(m.awayOverTimeScores[i]);
                w.ldelim();
            }
            if (m.clockSeconds != null && Object.hasOwnProperty.call(m, "clockSeconds"))
                w.uint32(72).int32(m.clockSeconds);
            return w;
        };

        ScoreObj.decode = function decode(r, l, e, n) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (n === undefined)
                n = 0;
            if (n > $Reader.recursionLimit)
                throw Error("maximum nesting depth exceeded");
            var c, m;
            if (l === undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = new $root.live.ScoreObj();
            while (r.pos < c) {
                var t = r.uint32();
                if (t === e)
                    break;
                switch (t >>> 3) {
                case 1: {
                        m.matchId = r.int64();
                        break;
                    }
                case 2: {
                        m.statusId = r.int32();
                        break;
                    }
                case 3: {
                        if (!(m.homeScore && m.homeScore.length))
                            m.homeScore = [];
                        if ((t & 7) === 2) {
                            var c2 = r.uint32() + r.pos;
                            if (c2 > r.len)
                                throw RangeError("index out of range");
                            r.len = c2;
                            while (r.pos < c2)
                                m.homeScore.push(r.int32());
                            if (r.pos !== c2)
                                throw RangeError("index out of range");
                            r.len = c;
                        } else
                            m.homeScore.push(r.int32());
                        break;
                    }
                case 4: {
                        if (!(m.awayScore && m.awayScore.length))
                            m.awayScore = [];
                        if ((t & 7) === 2) {
                            var c2 = r.uint32() + r.pos;
                            if (c2 > r.len)
                                throw RangeError("index out of range");
                            r.len = c2;
                            while (r.pos < c2)
                                m.awayScore.push(r.int32());
                            if (r.pos !== c2)
                                throw RangeError("index out of range");
                            r.len = c;
                        } else
                            m.awayScore.push(r.int32());
                        break;
                    }
                case 5: {
                        m.goingTime = r.int64();
                        break;
                    }
                case 6: {
                        m.note = r.string();
                        break;
                    }
                case 7: {
                        if (!(m.homeOverTimeScores && m.homeOverTimeScores.length))
                            m.homeOverTimeScores = [];
                        if ((t & 7) === 2) {
                            var c2 = r.uint32() + r.pos;
                            if (c2 > r.len)
                                throw RangeError("index out of range");
                            r.len = c2;
                            while (r.pos < c2)
                                m.homeOverTimeScores.push(r.int32());
                            if (r.pos !== c2)
                                throw RangeError("index out of range");
                            r.len = c;
                        } else
                            m.homeOverTimeScores.push(r.int32());
                        break;
                    }
                case 8: {
                        if (!(m.awayOverTimeScores && m.awayOverTimeScores.length))
                            m.awayOverTimeScores = [];
                        if ((t & 7) === 2) {
                            var c2 = r.uint32() + r.pos;
                            if (c2 > r.len)
                                throw RangeError("index out of range");
                            r.len = c2;
                            while (r.pos < c2)
                                m.awayOverTimeScores.push(r.int32());
                            if (r.pos !== c2)
                                throw RangeError("index out of range");
                            r.len = c;
                        } else
                            m.awayOverTimeScores.push(r.int32());
                        break;
                    }
                case 9: {
                        m.clockSeconds = r.int32();
                        break;
                    }
                default:
                    r.skipType(t & 7, n);
                    break;
                }
            }
            if (l !== undefined) {
                if (r.pos !== c)
                    throw RangeError("index out of range");
                r.len = l;
            }
            return m;
        };

        ScoreObj.getTypeUrl = function getTypeUrl(typeUrlPrefix) {
            if (typeUrlPrefix === undefined) {
                typeUrlPrefix = "type.googleapis.com";
            }
            return typeUrlPrefix + "/live.ScoreObj";
        };

        return ScoreObj;
    })();

    live.Stat = (function() {

        function Stat(p) {
            if (p)
                for (var ks = Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        }

        Stat.prototype.type = 0;
        Stat.prototype.home = 0;
        Stat.prototype.away = 0;

        Stat.create = function create(properties) {
            return new Stat(properties);
        };

        Stat.encode = function encode(m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw Error("max depth exceeded");
            if (m.type != null && Object.hasOwnProperty.call(m, "type"))
                w.uint32(8).int32(m.type);
            if (m.home != null && Object.hasOwnProperty.call(m, "home"))
                w.uint32(16).int32(m.home);
            if (m.away != null && Object.hasOwnProperty.call(m, "away"))
                w.uint32(24).int32(m.away);
            return w;
        };

        Stat.decode = function decode(r, l, e, n) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (n === undefined)
                n = 0;
            if (n > $Reader.recursionLimit)
                throw Error("maximum nesting depth exceeded");
            var c, m;
            if (l === undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = new $root.live.Stat();
            while (r.pos < c) {
                var t = r.uint32();
                if (t === e)
                    break;
                switch (t >>> 3) {
                case 1: {
                        m.type = r.int32();
                        break;
                    }
                case 2: {
                        m.home = r.int32();
                        break;
                    }
                case 3: {
                        m.away = r.int32();
                        break;
                    }
                default:
                    r.skipType(t & 7, n);
                    break;
                }
            }
            if (l !== undefined) {
                if (r.pos !== c)
                    throw RangeError("index out of range");
                r.len = l;
            }
            return m;
        };

        Stat.getTypeUrl = function getTypeUrl(typeUrlPrefix) {
            if (typeUrlPrefix === undefined) {
                typeUrlPrefix = "type.googleapis.com";
            }
            return typeUrlPrefix + "/live.Stat";
        };

        return Stat;
    })();

    live.StatList = (function() {

        function StatList(p) {
            this.items = [];
            if (p)
                for (var ks = Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        }

        StatList.prototype.items = $util.emptyArray;

        StatList.create = function create(properties) {
            return new StatList(properties);
        };

        StatList.encode = function encode(m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw Error("max depth exceeded");
            if (m.items != null && m.items.length) {
                for (var i = 0; i < m.items.length; ++i)
                    $root.live.Stat.encode(m.items[i], w.uint32(10).fork(), q + 1).ldelim();
            }
            return w;
        };

        StatList.decode = function decode(r, l, e, n) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (n === undefined)
                n = 0;
            if (n > $Reader.recursionLimit)
                throw Error("maximum nesting depth exceeded");
            var c, m;
            if (l === undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = new $root.live.StatList();
            while (r.pos < c) {
                var t = r.uint32();
                if (t === e)
                    break;
                switch (t >>> 3) {
                case 1: {
                        if (!(m.items && m.items.length))
                            m.items = [];
                        m.items.push($root.live.Stat.decode(r, r.uint32(), undefined, n + 1));
                        break;
                    }
                default:
                    r.skipType(t & 7, n);
                    break;
                }
            }
            if (l !== undefined) {
                if (r.pos !== c)
                    throw RangeError("index out of range");
                r.len = l;
            }
            return m;
        };

        StatList.getTypeUrl = function getTypeUrl(typeUrlPrefix) {
            if (typeUrlPrefix === undefined) {
                typeUrlPrefix = "type.googleapis.com";
            }
            return typeUrlPrefix + "/live.StatList";
        };

        return StatList;
    })();

    live.TliveEntry = (function() {

        function TliveEntry(p) {
            if (p)
                for (var ks = Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        }

        TliveEntry.prototype.main = false;
        TliveEntry.prototype.type = 0;
        TliveEntry.prototype.position = 0;
        TliveEntry.prototype.time = "";
        TliveEntry.prototype.data = "";
        TliveEntry.prototype.index = 0;

        TliveEntry.create = function create(properties) {
            return new TliveEntry(properties);
        };

        TliveEntry.encode = function encode(m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw Error("max depth exceeded");
            if (m.main != null && Object.hasOwnProperty.call(m, "main"))
                w.uint32(8).bool(m.main);
            if (m.type != null && Object.hasOwnProperty.call(m, "type"))
                w.uint32(16).int32(m.type);
            if (m.position != null && Object.hasOwnProperty.call(m, "position"))
                w.uint32(24).int32(m.position);
            if (m.time != null && Object.hasOwnProperty.call(m, "time"))
                w.uint32(34).string(m.time);
            if (m.data != null && Object.hasOwnProperty.call(m, "data"))
                w.uint32(42).string(m.data);
            if (m.index != null && Object.hasOwnProperty.call(m, "index"))
                w.uint32(48).int32(m.index);
            return w;
        };

        TliveEntry.decode = function decode(r, l, e, n) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (n === undefined)
                n = 0;
            if (n > $Reader.recursionLimit)
                throw Error("maximum nesting depth exceeded");
            var c, m;
            if (l === undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = new $root.live.TliveEntry();
            while (r.pos < c) {
                var t = r.uint32();
                if (t === e)
                    break;
                switch (t >>> 3) {
                case 1: {
                        m.main = r.bool();
                        break;
                    }
                case 2: {
                        m.type = r.int32();
                        break;
                    }
                case 3: {
                        m.position = r.int32();
                        break;
                    }
                case 4: {
                        m.time = r.string();
                        break;
                    }
                case 5: {
                        m.data = r.string();
                        break;
                    }
                case 6: {
                        m.index = r.int32();
                        break;
                    }
                default:
                    r.skipType(t & 7, n);
                    break;
                }
            }
            if (l !== undefined) {
                if (r.pos !== c)
                    throw RangeError("index out of range");
                r.len = l;
            }
            return m;
        };

        TliveEntry.getTypeUrl = function getTypeUrl(typeUrlPrefix) {
            if (typeUrlPrefix === undefined) {
                typeUrlPrefix = "type.googleapis.com";
            }
            return typeUrlPrefix + "/live.TliveEntry";
        };

        return TliveEntry;
    })();

    live.TliveList = (function() {

        function TliveList(p) {
            this.items = [];
            if (p)
                for (var ks = Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        }

        TliveList.prototype.items = $util.emptyArray;

        TliveList.create = function create(properties) {
            return new TliveList(properties);
        };

        TliveList.encode = function encode(m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw Error("max depth exceeded");
            if (m.items != null && m.items.length) {
                for (var i = 0; i < m.items.length; ++i)
                    $root.live.TliveEntry.encode(m.items[i], w.uint32(10).fork(), q + 1).ldelim();
            }
            return w;
        };

        TliveList.decode = function decode(r, l, e, n) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (n === undefined)
                n = 0;
            if (n > $Reader.recursionLimit)
                throw Error("maximum nesting depth exceeded");
            var c, m;
            if (l === undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = new $root.live.TliveList();
            while (r.pos < c) {
                var t = r.uint32();
                if (t === e)
                    break;
                switch (t >>> 3) {
                case 1: {
                        if (!(m.items && m.items.length))
                            m.items = [];
                        m.items.push($root.live.TliveEntry.decode(r, r.uint32(), undefined, n + 1));
                        break;
                    }
                default:
                    r.skipType(t & 7, n);
                    break;
                }
            }
            if (l !== undefined) {
                if (r.pos !== c)
                    throw RangeError("index out of range");
                r.len = l;
            }
            return m;
        };

        TliveList.getTypeUrl = function getTypeUrl(typeUrlPrefix) {
            if (typeUrlPrefix === undefined) {
                typeUrlPrefix = "type.googleapis.com";
            }
            return typeUrlPrefix + "/live.TliveList";
        };

        return TliveList;
    })();

    live.Incident = (function() {

        function Incident(p) {
            if (p)
                for (var ks = Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        }

        Incident.prototype.type = 0;
        Incident.prototype.position = 0;
        Incident.prototype.time = 0;
        Incident.prototype.homeScore = 0;
        Incident.prototype.awayScore = 0;
        Incident.prototype.playerName = "";
        Incident.prototype.assist1Name = "";
        Incident.prototype.assist2Name = "";
        Incident.prototype.inPlayerName = "";
        Incident.prototype.outPlayerName = "";
        Incident.prototype.reasonType = 0;
        Incident.prototype.addTime = 0;

        Incident.create = function create(properties) {
            return new Incident(properties);
        };

        Incident.encode = function encode(m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw Error("max depth exceeded");
            if (m.type != null && Object.hasOwnProperty.call(m, "type"))
                w.uint32(8).int32(m.type);
            if (m.position != null && Object.hasOwnProperty.call(m, "position"))
                w.uint32(16).int32(m.position);
            if (m.time != null && Object.hasOwnProperty.call(m, "time"))
                w.uint32(24).int32(m.time);
            if (m.homeScore != null && Object.hasOwnProperty.call(m, "homeScore"))
                w.uint32(32).int32(m.homeScore);
            if (m.awayScore != null && Object.hasOwnProperty.call(m, "awayScore"))
                w.uint32(40).int32(m.awayScore);
            if (m.playerName != null && Object.hasOwnProperty.call(m, "playerName"))
                w.uint32(50).string(m.playerName);
            if (m.assist1Name != null && Object.hasOwnProperty.call(m, "assist1Name"))
                w.uint32(58).string(m.assist1Name);
            if (m.assist2Name != null && Object.hasOwnProperty.call(m, "assist2Name"))
                w.uint32(66).string(m.assist2Name);
            if (m.inPlayerName != null && Object.hasOwnProperty.call(m, "inPlayerName"))
                w.uint32(74).string(m.inPlayerName);
            if (m.outPlayerName != null && Object.hasOwnProperty.call(m, "outPlayerName"))
                w.uint32(82).string(m.outPlayerName);
            if (m.reasonType != null && Object.hasOwnProperty.call(m, "reasonType"))
                w.uint32(88).int32(m.reasonType);
            if (m.addTime != null && Object.hasOwnProperty.call(m, "addTime"))
                w.uint32(96).int32(m.addTime);
            return w;
        };

        Incident.decode = function decode(r, l, e, n) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (n === undefined)
                n = 0;
            if (n > $Reader.recursionLimit)
                throw Error("maximum nesting depth exceeded");
            var c, m;
            if (l === undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = new $root.live.Incident();
            while (r.pos < c) {
                var t = r.uint32();
                if (t === e)
                    break;
                switch (t >>> 3) {
                case 1: {
                        m.type = r.int32();
                        break;
                    }
                case 2: {
                        m.position = r.int32();
                        break;
                    }
                case 3: {
                        m.time = r.int32();
                        break;
                    }
                case 4: {
                        m.homeScore = r.int32();
                        break;
                    }
                case 5: {
                        m.awayScore = r.int32();
                        break;
                    }
                case 6: {
                        m.playerName = r.string();
                        break;
                    }
                case 7: {
                        m.assist1Name = r.string();
                        break;
                    }
                case 8: {
                        m.assist2Name = r.string();
                        break;
                    }
                case 9: {
                        m.inPlayerName = r.string();
                        break;
                    }
                case 10: {
                        m.outPlayerName = r.string();
                        break;
                    }
                case 11: {
                        m.reasonType = r.int32();
                        break;
                    }
                case 12: {
                        m.addTime = r.int32();
                        break;
                    }
                default:
                    r.skipType(t & 7, n);
                    break;
                }
            }
            if (l !== undefined) {
                if (r.pos !== c)
                    throw RangeError("index out of range");
                r.len = l;
            }
            return m;
        };

        Incident.getTypeUrl = function getTypeUrl(typeUrlPrefix) {
            if (typeUrlPrefix === undefined) {
                typeUrlPrefix = "type.googleapis.com";
            }
            return typeUrlPrefix + "/live.Incident";
        };

        return Incident;
    })();

    live.IncidentList = (function() {

        function IncidentList(p) {
            this.items = [];
            if (p)
                for (var ks = Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        }

        IncidentList.prototype.items = $util.emptyArray;

        IncidentList.create = function create(properties) {
            return new IncidentList(properties);
        };

        IncidentList.encode = function encode(m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw Error("max depth exceeded");
            if (m.items != null && m.items.length) {
                for (var i = 0; i < m.items.length; ++i)
                    $root.live.Incident.encode(m.items[i], w.uint32(10).fork(), q + 1).ldelim();
            }
            return w;
        };

        IncidentList.decode = function decode(r, l, e, n) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (n === undefined)
                n = 0;
            if (n > $Reader.recursionLimit)
                throw Error("maximum nesting depth exceeded");
            var c, m;
            if (l === undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = new $root.live.IncidentList();
            while (r.pos < c) {
                var t = r.uint32();
                if (t === e)
                    break;
                switch (t >>> 3) {
                case 1: {
                        if (!(m.items && m.items.length))
                            m.items = [];
                        m.items.push($root.live.Incident.decode(r, r.uint32(), undefined, n + 1));
                        break;
                    }
                default:
                    r.skipType(t & 7, n);
                    break;
                }
            }
            if (l !== undefined) {
                if (r.pos !== c)
                    throw RangeError("index out of range");
                r.len = l;
            }
            return m;
        };

        IncidentList.getTypeUrl = function getTypeUrl(typeUrlPrefix) {
            if (typeUrlPrefix === undefined) {
                typeUrlPrefix = "type.googleapis.com";
            }
            return typeUrlPrefix + "/live.IncidentList";
        };

        return IncidentList;
    })();

    live.VarCheck = (function() {

        function VarCheck(p) {
            if (p)
                for (var ks = Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        }

        VarCheck.prototype.reason = 0;
        VarCheck.prototype.result = 0;
        VarCheck.prototype.position = 0;
        VarCheck.prototype.time = 0;

        VarCheck.create = function create(properties) {
            return new VarCheck(properties);
        };

        VarCheck.encode = function encode(m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw Error("max depth exceeded");
            if (m.reason != null && Object.hasOwnProperty.call(m, "reason"))
                w.uint32(8).int32(m.reason);
            if (m.result != null && Object.hasOwnProperty.call(m, "result"))
                w.uint32(16).int32(m.result);
            if (m.position != null && Object.hasOwnProperty.call(m, "position"))
                w.uint32(24).int32(m.position);
            if (m.time != null && Object.hasOwnProperty.call(m, "time"))
                w.uint32(32).int32(m.time);
            return w;
        };

        VarCheck.decode = function decode(r, l, e, n) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (n === undefined)
                n = 0;
            if (n > $Reader.recursionLimit)
                throw Error("maximum nesting depth exceeded");
            var c, m;
            if (l === undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = new $root.live.VarCheck();
            while (r.pos < c) {
                var t = r.uint32();
                if (t === e)
                    break;
                switch (t >>> 3) {
                case 1: {
                        m.reason = r.int32();
                        break;
                    }
                case 2: {
                        m.result = r.int32();
                        break;
                    }
                case 3: {
                        m.position = r.int32();
                        break;
                    }
                case 4: {
                        m.time = r.int32();
                        break;
                    }
                default:
                    r.skipType(t & 7, n);
                    break;
                }
            }
            if (l !== undefined) {
                if (r.pos !== c)
                    throw RangeError("index out of range");
                r.len = l;
            }
            return m;
        };

        VarCheck.getTypeUrl = function getTypeUrl(typeUrlPrefix) {
            if (typeUrlPrefix === undefined) {
                typeUrlPrefix = "type.googleapis.com";
            }
            return typeUrlPrefix + "/live.VarCheck";
        };

        return VarCheck;
    })();

    live.PlayerStat = (function() {

        function PlayerStat(p) {
            this.items = [];
            if (p)
                for (var ks = Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        }

        PlayerStat.prototype.playerId = 0;
        PlayerStat.prototype.playerName = "";
        PlayerStat.prototype.position = 0;
        PlayerStat.prototype.items = $util.emptyArray;

        PlayerStat.create = function create(properties) {
            return new PlayerStat(properties);
        };

        PlayerStat.encode = function encode(m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw Error("max depth exceeded");
            if (m.playerId != null && Object.hasOwnProperty.call(m, "playerId"))
                w.uint32(8).int64(m.playerId);
            if (m.playerName != null && Object.hasOwnProperty.call(m, "playerName"))
                w.uint32(18).string(m.playerName);
            if (m.position != null && Object.hasOwnProperty.call(m, "position"))
                w.uint32(24).int32(m.position);
            if (m.items != null && m.items.length) {
                for (var i = 0; i < m.items.length; ++i)
                    $root.live.Stat.encode(m.items[i], w.uint32(34).fork(), q + 1).ldelim();
            }
            return w;
        };

        PlayerStat.decode = function decode(r, l, e, n) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (n === undefined)
                n = 0;
            if (n > $Reader.recursionLimit)
                throw Error("maximum nesting depth exceeded");
            var c, m;
            if (l === undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = new $root.live.PlayerStat();
            while (r.pos < c) {
                var t = r.uint32();
                if (t === e)
                    break;
                switch (t >>> 3) {
                case 1: {
                        m.playerId = r.int64();
                        break;
                    }
                case 2: {
                        m.playerName = r.string();
                        break;
                    }
                case 3: {
                        m.position = r.int32();
                        break;
                    }
                case 4: {
                        if (!(m.items && m.items.length))
                            m.items = [];
                        m.items.push($root.live.Stat.decode(r, r.uint32(), undefined, n + 1));
                        break;
                    }
                default:
                    r.skipType(t & 7, n);
                    break;
                }
            }
            if (l !== undefined) {
                if (r.pos !== c)
                    throw RangeError("index out of range");
                r.len = l;
            }
            return m;
        };

        PlayerStat.getTypeUrl = function getTypeUrl(typeUrlPrefix) {
            if (typeUrlPrefix === undefined) {
                typeUrlPrefix = "type.googleapis.com";
            }
            return typeUrlPrefix + "/live.PlayerStat";
        };

        return PlayerStat;
    })();

    live.PlayerStatList = (function() {

        function PlayerStatList(p) {
            this.items = [];
            if (p)
                for (var ks = Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        }

        PlayerStatList.prototype.items = $util.emptyArray;

        PlayerStatList.create = function create(properties) {
            return new PlayerStatList(properties);
        };

        PlayerStatList.encode = function encode(m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw Error("max depth exceeded");
            if (m.items != null && m.items.length) {
                for (var i = 0; i < m.items.length; ++i)
                    $root.live.PlayerStat.encode(m.items[i], w.uint32(10).fork(), q + 1).ldelim();
            }
            return w;
        };

        PlayerStatList.decode = function decode(r, l, e, n) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (n === undefined)
                n = 0;
            if (n > $Reader.recursionLimit)
                throw Error("maximum nesting depth exceeded");
            var c, m;
            if (l === undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = new $root.live.PlayerStatList();
            while (r.pos < c) {
                var t = r.uint32();
                if (t === e)
                    break;
                switch (t >>> 3) {
                case 1: {
                        if (!(m.items && m.items.length))
                            m.items = [];
                        m.items.push($root.live.PlayerStat.decode(r, r.uint32(), undefined, n + 1));
                        break;
                    }
                default:
                    r.skipType(t & 7, n);
                    break;
                }
            }
            if (l !== undefined) {
                if (r.pos !== c)
                    throw RangeError("index out of range");
                r.len = l;
            }
            return m;
        };

        PlayerStatList.getTypeUrl = function getTypeUrl(typeUrlPrefix) {
            if (typeUrlPrefix === undefined) {
                typeUrlPrefix = "type.googleapis.com";
            }
            return typeUrlPrefix + "/live.PlayerStatList";
        };

        return PlayerStatList;
    })();

    live.AnchorSeat = (function() {

        function AnchorSeat(p) {
            this.anchors = [];
            if (p)
                for (var ks = Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        }

        AnchorSeat.prototype.anchors = $util.emptyArray;

        AnchorSeat.create = function create(properties) {
            return new AnchorSeat(properties);
        };

        AnchorSeat.encode = function encode(m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw Error("max depth exceeded");
            if (m.anchors != null && m.anchors.length) {
                for (var i = 0; i < m.anchors.length; ++i)
                    $root.live.AnchorBrief.encode(m.anchors[i], w.uint32(10).fork(), q + 1).ldelim();
            }
            return w;
        };

        AnchorSeat.decode = function decode(r, l, e, n) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (n === undefined)
                n = 0;
            if (n > $Reader.recursionLimit)
                throw Error("maximum nesting depth exceeded");
            var c, m;
            if (l === undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = new $root.live.AnchorSeat();
            while (r.pos < c) {
                var t = r.uint32();
                if (t === e)
                    break;
                switch (t >>> 3) {
                case 1: {
                        if (!(m.anchors && m.anchors.length))
                            m.anchors = [];
                        m.anchors.push($root.live.AnchorBrief.decode(r, r.uint32(), undefined, n + 1));
                        break;
                    }
                default:
                    r.skipType(t & 7, n);
                    break;
                }
            }
            if (l !== undefined) {
                if (r.pos !== c)
                    throw RangeError("index out of range");
                r.len = l;
            }
            return m;
        };

        AnchorSeat.getTypeUrl = function getTypeUrl(typeUrlPrefix) {
            if (typeUrlPrefix === undefined) {
                typeUrlPrefix = "type.googleapis.com";
            }
            return typeUrlPrefix + "/live.AnchorSeat";
        };

        return AnchorSeat;
    })();

    live.LiveRoom = (function() {

        function LiveRoom(p) {
            if (p)
                for (var ks = Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        }

        LiveRoom.prototype.roomId = 0;
        LiveRoom.prototype.roomName = "";
        LiveRoom.prototype.setCount = 0;
        LiveRoom.prototype.viewCount = 0;
        LiveRoom.prototype.coverPicture = "";
        LiveRoom.prototype.hxRoomId = "";
        LiveRoom.prototype.notice = "";
        LiveRoom.prototype.living = false;

        LiveRoom.create = function create(properties) {
            return new LiveRoom(properties);
        };

        LiveRoom.encode = function encode(m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw Error("max depth exceeded");
            if (m.roomId != null && Object.hasOwnProperty.call(m, "roomId"))
                w.uint32(8).int64(m.roomId);
            if (m.roomName != null && Object.hasOwnProperty.call(m, "roomName"))
                w.uint32(18).string(m.roomName);
            if (m.setCount != null && Object.hasOwnProperty.call(m, "setCount"))
                w.uint32(24).int64(m.setCount);
            if (m.viewCount != null && Object.hasOwnProperty.call(m, "viewCount"))
                w.uint32(32).int64(m.viewCount);
            if (m.coverPicture != null && Object.hasOwnProperty.call(m, "coverPicture"))
                w.uint32(42).string(m.coverPicture);
            if (m.hxRoomId != null && Object.hasOwnProperty.call(m, "hxRoomId"))
                w.uint32(50).string(m.hxRoomId);
            if (m.notice != null && Object.hasOwnProperty.call(m, "notice"))
                w.uint32(58).string(m.notice);
            if (m.living != null && Object.hasOwnProperty.call(m, "living"))
                w.uint32(64).bool(m.living);
            return w;
        };

        LiveRoom.decode = function decode(r, l, e, n) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (n === undefined)
                n = 0;
            if (n > $Reader.recursionLimit)
                throw Error("maximum nesting depth exceeded");
            var c, m;
            if (l === undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = new $root.live.LiveRoom();
            while (r.pos < c) {
                var t = r.uint32();
                if (t === e)
                    break;
                switch (t >>> 3) {
                case 1: {
                        m.roomId = r.int64();
                        break;
                    }
                case 2: {
                        m.roomName = r.string();
                        break;
                    }
                case 3: {
                        m.setCount = r.int64();
                        break;
                    }
                case 4: {
                        m.viewCount = r.int64();
                        break;
                    }
                case 5: {
                        m.coverPicture = r.string();
                        break;
                    }
                case 6: {
                        m.hxRoomId = r.string();
                        break;
                    }
                case 7: {
                        m.notice = r.string();
                        break;
                    }
                case 8: {
                        m.living = r.bool();
                        break;
                    }
                default:
                    r.skipType(t & 7, n);
                    break;
                }
            }
            if (l !== undefined) {
                if (r.pos !== c)
                    throw RangeError("index out of range");
                r.len = l;
            }
            return m;
        };

        LiveRoom.getTypeUrl = function getTypeUrl(typeUrlPrefix) {
            if (typeUrlPrefix === undefined) {
                typeUrlPrefix = "type.googleapis.com";
            }
            return typeUrlPrefix + "/live.LiveRoom";
        };

        return LiveRoom;
    })();

    live.LiveAnchor = (function() {

        function LiveAnchor(p) {
            if (p)
                for (var ks = Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        }

        LiveAnchor.prototype.anchorCustomId = 0;
        LiveAnchor.prototype.anchorAvatar = "";
        LiveAnchor.prototype.anchorName = "";
        LiveAnchor.prototype.anchorLevel = 0;
        LiveAnchor.prototype.anchorIdentify = 0;

        LiveAnchor.create = function create(properties) {
            return new LiveAnchor(properties);
        };

        LiveAnchor.encode = function encode(m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw Error("max depth exceeded");
            if (m.anchorCustomId != null && Object.hasOwnProperty.call(m, "anchorCustomId"))
                w.uint32(8).int64(m.anchorCustomId);
            if (m.anchorAvatar != null && Object.hasOwnProperty.call(m, "anchorAvatar"))
                w.uint32(18).string(m.anchorAvatar);
            if (m.anchorName != null && Object.hasOwnProperty.call(m, "anchorName"))
                w.uint32(26).string(m.anchorName);
            if (m.anchorLevel != null && Object.hasOwnProperty.call(m, "anchorLevel"))
                w.uint32(32).int32(m.anchorLevel);
            if (m.anchorIdentify != null && Object.hasOwnProperty.call(m, "anchorIdentify"))
                w.uint32(40).int32(m.anchorIdentify);
            return w;
        };

        LiveAnchor.decode = function decode(r, l, e, n) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (n === undefined)
                n = 0;
            if (n > $Reader.recursionLimit)
                throw Error("maximum nesting depth exceeded");
            var c, m;
            if (l === undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = new $root.live.LiveAnchor();
            while (r.pos < c) {
                var t = r.uint32();
                if (t === e)
                    break;
                switch (t >>> 3) {
                case 1: {
                        m.anchorCustomId = r.int64();
                        break;
                    }
                case 2: {
                        m.anchorAvatar = r.string();
                        break;
                    }
                case 3: {
                        m.anchorName = r.string();
                        break;
                    }
                case 4: {
                        m.anchorLevel = r.int32();
                        break;
                    }
                case 5: {
                        m.anchorIdentify = r.int32();
                        break;
                    }
                default:
                    r.skipType(t & 7, n);
                    break;
                }
            }
            if (l !== undefined) {
                if (r.pos !== c)
                    throw RangeError("index out of range");
                r.len = l;
            }
            return m;
        };

        LiveAnchor.getTypeUrl = function getTypeUrl(typeUrlPrefix) {
            if (typeUrlPrefix === undefined) {
                typeUrlPrefix = "type.googleapis.com";
            }
            return typeUrlPrefix + "/live.LiveAnchor";
        };

        return LiveAnchor;
    })();

    live.LiveMatch = (function() {

        function LiveMatch(p) {
            this.homeScores = [];
            this.awayScores = [];
            if (p)
                for (var ks = Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        }

        LiveMatch.prototype.sportType = 0;
        LiveMatch.prototype.status = 0;
        LiveMatch.prototype.goingTime = 0;
        LiveMatch.prototype.ncaa = 0;
        LiveMatch.prototype.homeTeamName = "";
        LiveMatch.prototype.awayTeamName = "";
        LiveMatch.prototype.homeTeamLogo = "";
        LiveMatch.prototype.awayTeamLogo = "";
        LiveMatch.prototype.competitionShortName = "";
        LiveMatch.prototype.homeScores = $util.emptyArray;
        LiveMatch.prototype.awayScores = $util.emptyArray;
        LiveMatch.prototype.matchId = 0;

        LiveMatch.create = function create(properties) {
            return new LiveMatch(properties);
        };

        LiveMatch.encode = function encode(m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw Error("max depth exceeded");
            if (m.sportType != null && Object.hasOwnProperty.call(m, "sportType"))
                w.uint32(8).int32(m.sportType);
            if (m.status != null && Object.hasOwnProperty.call(m, "status"))
                w.uint32(16).int32(m.status);
            if (m.goingTime != null && Object.hasOwnProperty.call(m, "goingTime"))
                w.uint32(24).int64(m.goingTime);
            if (m.ncaa != null && Object.hasOwnProperty.call(m, "ncaa"))
                w.uint32(32).int32(m.ncaa);
            if (m.homeTeamName != null && Object.hasOwnProperty.call(m, "homeTeamName"))
                w.uint32(42).string(m.homeTeamName);
            if (m.awayTeamName != null && Object.hasOwnProperty.call(m, "awayTeamName"))
                w.uint32(50).string(m.awayTeamName);
            if (m.homeTeamLogo != null && Object.hasOwnProperty.call(m, "homeTeamLogo"))
                w.uint32(58).string(m.homeTeamLogo);
            if (m.awayTeamLogo != null && Object.hasOwnProperty.call(m, "awayTeamLogo"))
                w.uint32(66).string(m.awayTeamLogo);
            if (m.competitionShortName != null && Object.hasOwnProperty.call(m, "competitionShortName"))
                w.uint32(74).string(m.competitionShortName);
            if (m.homeScores != null && m.homeScores.length) {
                w.uint32(82).fork();
                for (var i = 0; i < m.homeScores.length; ++i)
                    w.int32(m.homeScores[i]);
                w.ldelim();
            }
            if (m.awayScores != null && m.awayScores.length) {
                w.uint32(90).fork();
                for (var i = 0; i < m.awayScores.length; ++i)
                    w.int32(m.awayScores[i]);
                w.ldelim();
            }
            if (m.matchId != null && Object.hasOwnProperty.call(m, "matchId"))
                w.uint32(96).int64(m.matchId);
            return w;
        };

        LiveMatch.decode = function decode(r, l, e, n) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (n === undefined)
                n = 0;
            if (n > $Reader.recursionLimit)
                throw Error("maximum nesting depth exceeded");
            var c, m;
            if (l === undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = new $root.live.LiveMatch();
            while (r.pos < c) {
                var t = r.uint32();
                if (t === e)
                    break;
                switch (t >>> 3) {
                case 1: {
                        m.sportType = r.int32();
                        break;
                    }
                case 2: {
                        m.status = r.int32();
                        break;
                    }
                case 3: {
                        m.goingTime = r.int64();
                        break;
                    }
                case 4: {
                        m.ncaa = r.int32();
                        break;
                    }
                case 5: {
                        m.homeTeamName = r.string();
                        break;
                    }
                case 6: {
                        m.awayTeamName = r.string();
                        break;
                    }
                case 7: {
                        m.homeTeamLogo = r.string();
                        break;
                    }
                case 8: {
                        m.awayTeamLogo = r.string();
                        break;
                    }
                case 9: {
                        m.competitionShortName = r.string();
                        break;
                    }
                case 10: {
                        if (!(m.homeScores && m.homeScores.length))
                            m.homeScores = [];
                        if ((t & 7) === 2) {
                            var c2 = r.uint32() + r.pos;
                            if (c2 > r.len)
                                throw RangeError("index out of range");
                            r.len = c2;
                            while (r.pos < c2)
                                m.homeScores.push(r.int32());
                            if (r.pos !== c2)
                                throw RangeError("index out of range");
                            r.len = c;
                        } else
                            m.homeScores.push(r.int32());
                        break;
                    }
                case 11: {
                        if (!(m.awayScores && m.awayScores.length))
                            m.awayScores = [];
                        if ((t & 7) === 2) {
                            var c2 = r.uint32() + r.pos;
                            if (c2 > r.len)
                                throw RangeError("index out of range");
                            r.len = c2;
                            while (r.pos < c2)
                                m.awayScores.push(r.int32());
                            if (r.pos !== c2)
                                throw RangeError("index out of range");
                            r.len = c;
                        } else
                            m.awayScores.push(r.int32());
                        break;
                    }
                case 12: {
                        m.matchId = r.int64();
                        break;
                    }
                default:
                    r.skipType(t & 7, n);
                    break;
                }
            }
            if (l !== undefined) {
                if (r.pos !== c)
                    throw RangeError("index out of range");
                r.len = l;
            }
            return m;
        };

        LiveMatch.getTypeUrl = function getTypeUrl(typeUrlPrefix) {
            if (typeUrlPrefix === undefined) {
                typeUrlPrefix = "type.googleapis.com";
            }
            return typeUrlPrefix + "/live.LiveMatch";
        };

        return LiveMatch;
    })();

    live.LiveSw = (function() {

        function LiveSw(p) {
            if (p)
                for (var ks = Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        }

        LiveSw.prototype.channelName = "";
        LiveSw.prototype.swToken = "";

        LiveSw.create = function create(properties) {
            return new LiveSw(properties);
        };

        LiveSw.encode = function encode(m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw Error("max depth exceeded");
            if (m.channelName != null && Object.hasOwnProperty.call(m, "channelName"))
                w.uint32(10).string(m.channelName);
            if (m.swToken != null && Object.hasOwnProperty.call(m, "swToken"))
                w.uint32(18).string(m.swToken);
            return w;
        };

        LiveSw.decode = function decode(r, l, e, n) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (n === undefined)
                n = 0;
            if (n > $Reader.recursionLimit)
                throw Error("maximum nesting depth exceeded");
            var c, m;
            if (l === undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = new $root.live.LiveSw();
            while (r.pos < c) {
                var t = r.uint32();
                if (t === e)
                    break;
                switch (t >>> 3) {
                case 1: {
                        m.channelName = r.string();
                        break;
                    }
                case 2: {
                        m.swToken = r.string();
                        break;
                    }
                default:
                    r.skipType(t & 7, n);
                    break;
                }
            }
            if (l !== undefined) {
                if (r.pos !== c)
                    throw RangeError("index out of range");
                r.len = l;
            }
            return m;
        };

        LiveSw.getTypeUrl = function getTypeUrl(typeUrlPrefix) {
            if (typeUrlPrefix === undefined) {
                typeUrlPrefix = "type.googleapis.com";
            }
            return typeUrlPrefix + "/live.LiveSw";
        };

        return LiveSw;
    })();

    live.LiveRoomItem = (function() {

        function LiveRoomItem(p) {
            if (p)
                for (var ks = Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        }

        LiveRoomItem.prototype.room = null;
        LiveRoomItem.prototype.anchor = null;
        LiveRoomItem.prototype.match = null;
        LiveRoomItem.prototype.followStatus = 0;
        LiveRoomItem.prototype.prepareId = 0;
        LiveRoomItem.prototype.sw = null;

        LiveRoomItem.create = function create(properties) {
            return new LiveRoomItem(properties);
        };

        LiveRoomItem.encode = function encode(m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw Error("max depth exceeded");
            if (m.room != null && Object.hasOwnProperty.call(m, "room"))
                $root.live.LiveRoom.encode(m.room, w.uint32(10).fork(), q + 1).ldelim();
            if (m.anchor != null && Object.hasOwnProperty.call(m, "anchor"))
                $root.live.LiveAnchor.encode(m.anchor, w.uint32(18).fork(), q + 1).ldelim();
            if (m.match != null && Object.hasOwnProperty.call(m, "match"))
                $root.live.LiveMatch.encode(m.match, w.uint32(26).fork(), q + 1).ldelim();
            if (m.followStatus != null && Object.hasOwnProperty.call(m, "followStatus"))
                w.uint32(32).int32(m.followStatus);
            if (m.prepareId != null && Object.hasOwnProperty.call(m, "prepareId"))
                w.uint32(40).int64(m.prepareId);
            if (m.sw != null && Object.hasOwnProperty.call(m, "sw"))
                $root.live.LiveSw.encode(m.sw, w.uint32(50).fork(), q + 1).ldelim();
            return w;
        };

        LiveRoomItem.decode = function decode(r, l, e, n) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (n === undefined)
                n = 0;
            if (n > $Reader.recursionLimit)
                throw Error("maximum nesting depth exceeded");
            var c, m;
            if (l === undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = new $root.live.LiveRoomItem();
            while (r.pos < c) {
                var t = r.uint32();
                if (t === e)
                    break;
                switch (t >>> 3) {
                case 1: {
                        m.room = $root.live.LiveRoom.decode(r, r.uint32(), undefined, n + 1);
                        break;
                    }
                case 2: {
                        m.anchor = $root.live.LiveAnchor.decode(r, r.uint32(), undefined, n + 1);
                        break;
                    }
                case 3: {
                        m.match = $root.live.LiveMatch.decode(r, r.uint32(), undefined, n + 1);
                        break;
                    }
                case 4: {
                        m.followStatus = r.int32();
                        break;
                    }
                case 5: {
                        m.prepareId = r.int64();
                        break;
                    }
                case 6: {
                        m.sw = $root.live.LiveSw.decode(r, r.uint32(), undefined, n + 1);
                        break;
                    }
                default:
                    r.skipType(t & 7, n);
                    break;
                }
            }
            if (l !== undefined) {
                if (r.pos !== c)
                    throw RangeError("index out of range");
                r.len = l;
            }
            return m;
        };

        LiveRoomItem.getTypeUrl = function getTypeUrl(typeUrlPrefix) {
            if (typeUrlPrefix === undefined) {
                typeUrlPrefix = "type.googleapis.com";
            }
            return typeUrlPrefix + "/live.LiveRoomItem";
        };

        return LiveRoomItem;
    })();

    live.LineupPlayer = (function() {

        function LineupPlayer(p) {
            if (p)
                for (var ks = Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        }

        LineupPlayer.prototype.playerId = 0;
        LineupPlayer.prototype.name = "";
        LineupPlayer.prototype.number = 0;
        LineupPlayer.prototype.position = "";
        LineupPlayer.prototype.x = 0;
        LineupPlayer.prototype.y = 0;
        LineupPlayer.prototype.captain = false;
        LineupPlayer.prototype.reason = 0;

        LineupPlayer.create = function create(properties) {
            return new LineupPlayer(properties);
        };

        LineupPlayer.encode = function encode(m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw Error("max depth exceeded");
            if (m.playerId != null && Object.hasOwnProperty.call(m, "playerId"))
                w.uint32(8).int64(m.playerId);
            if (m.name != null && Object.hasOwnProperty.call(m, "name"))
                w.uint32(18).string(m.name);
            if (m.number != null && Object.hasOwnProperty.call(m, "number"))
                w.uint32(24).int32(m.number);
            if (m.position != null && Object.hasOwnProperty.call(m, "position"))
                w.uint32(34).string(m.position);
            if (m.x != null && Object.hasOwnProperty.call(m, "x"))
                w.uint32(40).int32(m.x);
            if (m.y != null && Object.hasOwnProperty.call(m, "y"))
                w.uint32(48).int32(m.y);
            if (m.captain != null && Object.hasOwnProperty.call(m, "captain"))
                w.uint32(56).bool(m.captain);
            if (m.reason != null && Object.hasOwnProperty.call(m, "reason"))
                w.uint32(64).int32(m.reason);
            return w;
        };

        LineupPlayer.decode = function decode(r, l, e, n) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (n === undefined)
                n = 0;
            if (n > $Reader.recursionLimit)
                throw Error("maximum nesting depth exceeded");
            var c, m;
            if (l === undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = new $root.live.LineupPlayer();
            while (r.pos < c) {
                var t = r.uint32();
                if (t === e)
                    break;
                switch (t >>> 3) {
                case 1: {
                        m.playerId = r.int64();
                        break;
                    }
                case 2: {
                        m.name = r.string();
                        break;
                    }
                case 3: {
                        m.number = r.int32();
                        break;
                    }
                case 4: {
                        m.position = r.string();
                        break;
                    }
                case 5: {
                        m.x = r.int32();
                        break;
                    }
                case 6: {
                        m.y = r.int32();
                        break;
                    }
                case 7: {
                        m.captain = r.bool();
                        break;
                    }
                case 8: {
                        m.reason = r.int32();
                        break;
                    }
                default:
                    r.skipType(t & 7, n);
                    break;
                }
            }
            if (l !== undefined) {
                if (r.pos !== c)
                    throw RangeError("index out of range");
                r.len = l;
            }
            return m;
        };

        LineupPlayer.getTypeUrl = function getTypeUrl(typeUrlPrefix) {
            if (typeUrlPrefix === undefined) {
                typeUrlPrefix = "type.googleapis.com";
            }
            return typeUrlPrefix + "/live.LineupPlayer";
        };

        return LineupPlayer;
    })();

    live.TeamLineup = (function() {

        function TeamLineup(p) {
            this.starters = [];
            this.substitutes = [];
            this.absent = [];
            if (p)
                for (var ks = Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        }

        TeamLineup.prototype.formation = "";
        TeamLineup.prototype.coach = "";
        TeamLineup.prototype.starters = $util.emptyArray;
        TeamLineup.prototype.substitutes = $util.emptyArray;
        TeamLineup.prototype.absent = $util.emptyArray;

        TeamLineup.create = function create(properties) {
            return new TeamLineup(properties);
        };

        TeamLineup.encode = function encode(m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw Error("max depth exceeded");
            if (m.formation != null && Object.hasOwnProperty.call(m, "formation"))
                w.uint32(10).string(m.formation);
            if (m.coach != null && Object.hasOwnProperty.call(m, "coach"))
                w.uint32(18).string(m.coach);
            if (m.starters != null && m.starters.length) {
                for (var i = 0; i < m.starters.length; ++i)
                    $root.live.LineupPlayer.encode(m.starters[i], w.uint32(26).fork(), q + 1).ldelim();
            }
            if (m.substitutes != null && m.substitutes.length) {
                for (var i = 0; i < m.substitutes.length; ++i)
                    $root.live.LineupPlayer.encode(m.substitutes[i], w.uint32(34).fork(), q + 1).ldelim();
            }
            if (m.absent != null && m.absent.length) {
                for (var i = 0; i < m.absent.length; ++i)
                    $root.live.LineupPlayer.encode(m.absent[i], w.uint32(42).fork(), q + 1).ldelim();
            }
            return w;
        };

        TeamLineup.decode = function decode(r, l, e, n) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (n === undefined)
                n = 0;
            if (n > $Reader.recursionLimit)
                throw Error("maximum nesting depth exceeded");
            var c, m;
            if (l === undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = new $root.live.TeamLineup();
            while (r.pos < c) {
                var t = r.uint32();
                if (t === e)
                    break;
                switch (t >>> 3) {
                case 1: {
                        m.formation = r.string();
                        break;
                    }
                case 2: {
                        m.coach = r.string();
                        break;
                    }
                case 3: {
                        if (!(m.starters && m.starters.length))
                            m.starters = [];
                        m.starters.push($root.live.LineupPlayer.decode(r, r.uint32(), undefined, n + 1));
                        break;
                    }
                case 4: {
                        if (!(m.substitutes && m.substitutes.length))
                            m.substitutes = [];
                        m.substitutes.push($root.live.LineupPlayer.decode(r, r.uint32(), undefined, n + 1));
                        break;
                    }
                case 5: {
                        if (!(m.absent && m.absent.length))
                            m.absent = [];
                        m.absent.push($root.live.LineupPlayer.decode(r, r.uint32(), undefined, n + 1));
                        break;
                    }
                default:
                    r.skipType(t & 7, n);
                    break;
                }
            }
            if (l !== undefined) {
                if (r.pos !== c)
                    throw RangeError("index out of range");
                r.len = l;
            }
            return m;
        };

        TeamLineup.getTypeUrl = function getTypeUrl(typeUrlPrefix) {
            if (typeUrlPrefix === undefined) {
                typeUrlPrefix = "type.googleapis.com";
            }
            return typeUrlPrefix + "/live.TeamLineup";
        };

        return TeamLineup;
    })();

    live.Lineup = (function() {

        function Lineup(p) {
            if (p)
                for (var ks = Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        }

        Lineup.prototype.home = null;
        Lineup.prototype.away = null;

        Lineup.create = function create(properties) {
            return new Lineup(properties);
        };

        Lineup.encode = function encode(m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw Error("max depth exceeded");
            if (m.home != null && Object.hasOwnProperty.call(m, "home"))
                $root.live.TeamLineup.encode(m.home, w.uint32(10).fork(), q + 1).ldelim();
            if (m.away != null && Object.hasOwnProperty.call(m, "away"))
                $root.live.TeamLineup.encode(m.away, w.uint32(18).fork(), q + 1).ldelim();
            return w;
        };

        Lineup.decode = function decode(r, l, e, n) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (n === undefined)
                n = 0;
            if (n > $Reader.recursionLimit)
                throw Error("maximum nesting depth exceeded");
            var c, m;
            if (l === undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = new $root.live.Lineup();
            while (r.pos < c) {
                var t = r.uint32();
                if (t === e)
                    break;
                switch (t >>> 3) {
                case 1: {
                        m.home = $root.live.TeamLineup.decode(r, r.uint32(), undefined, n + 1);
                        break;
                    }
                case 2: {
                        m.away = $root.live.TeamLineup.decode(r, r.uint32(), undefined, n + 1);
                        break;
                    }
                default:
                    r.skipType(t & 7, n);
                    break;
                }
            }
            if (l !== undefined) {
                if (r.pos !== c)
                    throw RangeError("index out of range");
                r.len = l;
            }
            return m;
        };

        Lineup.getTypeUrl = function getTypeUrl(typeUrlPrefix) {
            if (typeUrlPrefix === undefined) {
                typeUrlPrefix = "type.googleapis.com";
            }
            return typeUrlPrefix + "/live.Lineup";
        };

        return Lineup;
    })();

    live.OddsQuote = (function() {

        function OddsQuote(p) {
            if (p)
                for (var ks = Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        }

        OddsQuote.prototype.companyId = 0;
        OddsQuote.prototype.market = 0;
        OddsQuote.prototype.line = 0;
        OddsQuote.prototype.p1 = 0;
        OddsQuote.prototype.p2 = 0;
        OddsQuote.prototype.p3 = 0;
        OddsQuote.prototype.minute = 0;
        OddsQuote.prototype.homeScore = 0;
        OddsQuote.prototype.awayScore = 0;
        OddsQuote.prototype.result = 0;

        OddsQuote.create = function create(properties) {
            return new OddsQuote(properties);
        };

        OddsQuote.encode = function encode(m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw Error("max depth exceeded");
            if (m.companyId != null && Object.hasOwnProperty.call(m, "companyId"))
                w.uint32(8).int32(m.companyId);
            if (m.market != null && Object.hasOwnProperty.call(m, "market"))
                w.uint32(16).int32(m.market);
            if (m.line != null && Object.hasOwnProperty.call(m, "line"))
                w.uint32(24).int32(m.line);
            if (m.p1 != null && Object.hasOwnProperty.call(m, "p1"))
                w.uint32(32).int32(m.p1);
            if (m.p2 != null && Object.hasOwnProperty.call(m, "p2"))
                w.uint32(40).int32(m.p2);
            if (m.p3 != null && Object.hasOwnProperty.call(m, "p3"))
                w.uint32(48).int32(m.p3);
            if (m.minute != null && Object.hasOwnProperty.call(m, "minute"))
                w.uint32(56).int32(m.minute);
            if (m.homeScore != null && Object.hasOwnProperty.call(m, "homeScore"))
                w.uint32(64).int32(m.homeScore);
            if (m.awayScore != null && Object.hasOwnProperty.call(m, "awayScore"))
                w.uint32(72).int32(m.awayScore);
            if (m.result != null && Object.hasOwnProperty.call(m, "result"))
                w.uint32(80).int32(m.result);
            return w;
        };

        OddsQuote.decode = function decode(r, l, e, n) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (n === undefined)
                n = 0;
            if (n > $Reader.recursionLimit)
                throw Error("maximum nesting depth exceeded");
            var c, m;
            if (l === undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = new $root.live.OddsQuote();
            while (r.pos < c) {
                var t = r.uint32();
                if (t === e)
                    break;
                switch (t >>> 3) {
                case 1: {
                        m.companyId = r.int32();
                        break;
                    }
                case 2: {
                        m.market = r.int32();
                        break;
                    }
                case 3: {
                        m.line = r.int32();
                        break;
                    }
                case 4: {
                        m.p1 = r.int32();
                        break;
                    }
                case 5: {
                        m.p2 = r.int32();
                        break;
                    }
                case 6: {
                        m.p3 = r.int32();
                        break;
                    }
                case 7: {
                        m.minute = r.int32();
                        break;
                    }
                case 8: {
                        m.homeScore = r.int32();
                        break;
                    }
                case 9: {
                        m.awayScore = r.int32();
                        break;
                    }
                case 10: {
                        m.result = r.int32();
                        break;
                    }
                default:
                    r.skipType(t & 7, n);
                    break;
                }
            }
            if (l !== undefined) {
                if (r.pos !== c)
                    throw RangeError("index out of range");
                r.len = l;
            }
            return m;
        };

        OddsQuote.getTypeUrl = function getTypeUrl(typeUrlPrefix) {
            if (typeUrlPrefix === undefined) {
                typeUrlPrefix = "type.googleapis.com";
            }
            return typeUrlPrefix + "/live.OddsQuote";
        };

        return OddsQuote;
    })();

    live.OddsList = (function() {

        function OddsList(p) {
            this.items = [];
            if (p)
                for (var ks = Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        }

        OddsList.prototype.items = $util.emptyArray;

        OddsList.create = function create(properties) {
            return new OddsList(properties);
        };

        OddsList.encode = function encode(m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw Error("max depth exceeded");
            if (m.items != null && m.items.length) {
                for (var i = 0; i < m.items.length; ++i)
                    $root.live.OddsQuote.encode(m.items[i], w.uint32(10).fork(), q + 1).ldelim();
            }
            return w;
        };

        OddsList.decode = function decode(r, l, e, n) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (n === undefined)
                n = 0;
            if (n > $Reader.recursionLimit)
                throw Error("maximum nesting depth exceeded");
            var c, m;
            if (l === undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = new $root.live.OddsList();
            while (r.pos < c) {
                var t = r.uint32();
                if (t === e)
                    break;
                switch (t >>> 3) {
                case 1: {
                        if (!(m.items && m.items.length))
                            m.items = [];
                        m.items.push($root.live.OddsQuote.decode(r, r.uint32(), undefined, n + 1));
                        break;
                    }
                default:
                    r.skipType(t & 7, n);
                    break;
                }
            }
            if (l !== undefined) {
                if (r.pos !== c)
                    throw RangeError("index out of range");
                r.len = l;
            }
            return m;
        };

        OddsList.getTypeUrl = function getTypeUrl(typeUrlPrefix) {
            if (typeUrlPrefix === undefined) {
                typeUrlPrefix = "type.googleapis.com";
            }
            return typeUrlPrefix + "/live.OddsList";
        };

        return OddsList;
    })();

    live.MomentumPoint = (function() {

        function MomentumPoint(p) {
            this.counts = [];
            if (p)
                for (var ks = Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        }

        MomentumPoint.prototype.minute = 0;
        MomentumPoint.prototype.addTime = 0;
        MomentumPoint.prototype.value = 0;
        MomentumPoint.prototype.counts = $util.emptyArray;

        MomentumPoint.create = function create(properties) {
            return new MomentumPoint(properties);
        };

        MomentumPoint.encode = function encode(m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw Error("max depth exceeded");
            if (m.minute != null && Object.hasOwnProperty.call(m, "minute"))
                w.uint32(8).int32(m.minute);
            if (m.addTime != null && Object.hasOwnProperty.call(m, "addTime"))
                w.uint32(16).int32(m.addTime);
            if (m.value != null && Object.hasOwnProperty.call(m, "value"))
                w.uint32(24).sint32(m.value);
            if (m.counts != null && m.counts.length) {
                w.uint32(34).fork();
                for (var i = 0; i < m.counts.length; ++i)
                    w.int32(m.counts[i]);
                w.ldelim();
            }
            return w;
        };

        MomentumPoint.decode = function decode(r, l, e, n) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (n === undefined)
                n = 0;
            if (n > $Reader.recursionLimit)
                throw Error("maximum nesting depth exceeded");
            var c, m;
            if (l === undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = new $root.live.MomentumPoint();
            while (r.pos < c) {
                var t = r.uint32();
                if (t === e)
                    break;
                switch (t >>> 3) {
                case 1: {
                        m.minute = r.int32();
                        break;
                    }
                case 2: {
                        m.addTime = r.int32();
                        break;
                    }
                case 3: {
                        m.value = r.sint32();
                        break;
                    }
                case 4: {
                        if (!(m.counts && m.counts.length))
                            m.counts = [];
                        if ((t & 7) === 2) {
                            var c2 = r.uint32() + r.pos;
                            if (c2 > r.len)
                                throw RangeError("index out of range");
                            r.len = c2;
                            while (r.pos < c2)
                                m.counts.push(r.int32());
                            if (r.pos !== c2)
                                throw RangeError("index out of range");
                            r.len = c;
                        } else
                            m.counts.push(r.int32());
                        break;
                    }
                default:
                    r.skipType(t & 7, n);
                    break;
                }
            }
            if (l !== undefined) {
                if (r.pos !== c)
                    throw RangeError("index out of range");
                r.len = l;
            }
            return m;
        };

        MomentumPoint.getTypeUrl = function getTypeUrl(typeUrlPrefix) {
            if (typeUrlPrefix === undefined) {
                typeUrlPrefix = "type.googleapis.com";
            }
            return typeUrlPrefix + "/live.MomentumPoint";
        };

        return MomentumPoint;
    })();

    live.MomentumList = (function() {

        function MomentumList(p) {
            this.items = [];
            if (p)
                for (var ks = Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        }

        MomentumList.prototype.items = $util.emptyArray;

        MomentumList.create = function create(properties) {
            return new MomentumList(properties);
        };

        MomentumList.encode = function encode(m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw Error("max depth exceeded");
            if (m.items != null && m.items.length) {
                for (var i = 0; i < m.items.length; ++i)
                    $root.live.MomentumPoint.encode(m.items[i], w.uint32(10).fork(), q + 1).ldelim();
            }
            return w;
        };

        MomentumList.decode = function decode(r, l, e, n) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (n === undefined)
                n = 0;
            if (n > $Reader.recursionLimit)
                throw Error("maximum nesting depth exceeded");
            var c, m;
            if (l === undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = new $root.live.MomentumList();
            while (r.pos < c) {
                var t = r.uint32();
                if (t === e)
                    break;
                switch (t >>> 3) {
                case 1: {
                        if (!(m.items && m.items.length))
                            m.items = [];
                        m.items.push($root.live.MomentumPoint.decode(r, r.uint32(), undefined, n + 1));
                        break;
                    }
                default:
                    r.skipType(t & 7, n);
                    break;
                }
            }
            if (l !== undefined) {
                if (r.pos !== c)
                    throw RangeError("index out of range");
                r.len = l;
            }
            return m;
        };

        MomentumList.getTypeUrl = function getTypeUrl(typeUrlPrefix) {
            if (typeUrlPrefix === undefined) {
                typeUrlPrefix = "type.googleapis.com";
            }
            return typeUrlPrefix + "/live.MomentumList";
        };

        return MomentumList;
    })();

    live.RoomPatch = (function() {

        function RoomPatch(p) {
            if (p)
                for (var ks = Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        }

        RoomPatch.prototype.roomName = null;
        RoomPatch.prototype.viewCount = null;
        RoomPatch.prototype.coverPicture = null;
        RoomPatch.prototype.notice = null;

        let $oneOfFields;

        // Virtual OneOf for proto3 optional field
        Object.defineProperty(RoomPatch.prototype, "_roomName", {
            get: $util.oneOfGetter($oneOfFields = ["roomName"]),
            set: $util.oneOfSetter($oneOfFields)
        });

        // Virtual OneOf for proto3 optional field
        Object.defineProperty(RoomPatch.prototype, "_viewCount", {
            get: $util.oneOfGetter($oneOfFields = ["viewCount"]),
            set: $util.oneOfSetter($oneOfFields)
        });

        // Virtual OneOf for proto3 optional field
        Object.defineProperty(RoomPatch.prototype, "_coverPicture", {
            get: $util.oneOfGetter($oneOfFields = ["coverPicture"]),
            set: $util.oneOfSetter($oneOfFields)
        });

        // Virtual OneOf for proto3 optional field
        Object.defineProperty(RoomPatch.prototype, "_notice", {
            get: $util.oneOfGetter($oneOfFields = ["notice"]),
            set: $util.oneOfSetter($oneOfFields)
        });

        RoomPatch.create = function create(properties) {
            return new RoomPatch(properties);
        };

        RoomPatch.encode = function encode(m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw Error("max depth exceeded");
            if (m.roomName != null && Object.hasOwnProperty.call(m, "roomName"))
                w.uint32(10).string(m.roomName);
            if (m.viewCount != null && Object.hasOwnProperty.call(m, "viewCount"))
                w.uint32(16).int64(m.viewCount);
            if (m.coverPicture != null && Object.hasOwnProperty.call(m, "coverPicture"))
                w.uint32(26).string(m.coverPicture);
            if (m.notice != null && Object.hasOwnProperty.call(m, "notice"))
                w.uint32(34).string(m.notice);
            return w;
        };

        RoomPatch.decode = function decode(r, l, e, n) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (n === undefined)
                n = 0;
            if (n > $Reader.recursionLimit)
                throw Error("maximum nesting depth exceeded");
            var c, m;
            if (l === undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = new $root.live.RoomPatch();
            while (r.pos < c) {
                var t = r.uint32();
                if (t === e)
                    break;
                switch (t >>> 3) {
                case 1: {
                        m.roomName = r.string();
                        break;
                    }
                case 2: {
                        m.viewCount = r.int64();
                        break;
                    }
                case 3: {
                        m.coverPicture = r.string();
                        break;
                    }
                case 4: {
                        m.notice = r.string();
                        break;
                    }
                default:
                    r.skipType(t & 7, n);
                    break;
                }
            }
            if (l !== undefined) {
                if (r.pos !== c)
                    throw RangeError("index out of range");
                r.len = l;
            }
            return m;
        };

        RoomPatch.getTypeUrl = function getTypeUrl(typeUrlPrefix) {
            if (typeUrlPrefix === undefined) {
                typeUrlPrefix = "type.googleapis.com";
            }
            return typeUrlPrefix + "/live.RoomPatch";
        };

        return RoomPatch;
    })();

    live.RealtimeMessage = (function() {

        function RealtimeMessage(p) {
            if (p)
                for (var ks = Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        }

        RealtimeMessage.prototype.matchId = 0;
        RealtimeMessage.prototype.timestamp = 0;
        RealtimeMessage.prototype.type = 0;
        RealtimeMessage.prototype.hxRoomId = "";
        RealtimeMessage.prototype.roomId = 0;
        RealtimeMessage.prototype.sportType = 0;
        RealtimeMessage.prototype.competitionId = 0;
        RealtimeMessage.prototype.prevMatchId = 0;
        RealtimeMessage.prototype.anchorInfo = null;
        RealtimeMessage.prototype.scoreObj = null;
        RealtimeMessage.prototype.statList = null;
        RealtimeMessage.prototype.tliveList = null;
        RealtimeMessage.prototype.incidents = null;
        RealtimeMessage.prototype.varCheck = null;
        RealtimeMessage.prototype.playerStats = null;
        RealtimeMessage.prototype.seat = null;
        RealtimeMessage.prototype.room = null;
        RealtimeMessage.prototype.roomPatch = null;
        RealtimeMessage.prototype.match = null;
        RealtimeMessage.prototype.lineup = null;
        RealtimeMessage.prototype.odds = null;
        RealtimeMessage.prototype.momentum = null;

        let $oneOfFields;

        Object.defineProperty(RealtimeMessage.prototype, "payload", {
            get: $util.oneOfGetter($oneOfFields = ["scoreObj", "statList", "tliveList", "incidents", "varCheck", "playerStats", "seat", "room", "roomPatch", "match", "lineup", "odds", "momentum"]),
            set: $util.oneOfSetter($oneOfFields)
        });

        RealtimeMessage.create = function create(properties) {
            return new RealtimeMessage(properties);
        };

        RealtimeMessage.encode = function encode(m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw Error("max depth exceeded");
            if (m.matchId != null && Object.hasOwnProperty.call(m, "matchId"))
                w.uint32(8).int64(m.matchId);
            if (m.timestamp != null && Object.hasOwnProperty.call(m, "timestamp"))
                w.uint32(16).int64(m.timestamp);
            if (m.type != null && Object.hasOwnProperty.call(m, "type"))
                w.uint32(24).int32(m.type);
            if (m.hxRoomId != null && Object.hasOwnProperty.call(m, "hxRoomId"))
                w.uint32(34).string(m.hxRoomId);
            if (m.roomId != null && Object.hasOwnProperty.call(m, "roomId"))
                w.uint32(40).int64(m.roomId);
            if (m.sportType != null && Object.hasOwnProperty.call(m, "sportType"))
                w.uint32(48).int32(m.sportType);
            if (m.competitionId != null && Object.hasOwnProperty.call(m, "competitionId"))
                w.uint32(56).int64(m.competitionId);
            if (m.prevMatchId != null && Object.hasOwnProperty.call(m, "prevMatchId"))
                w.uint32(64).int64(m.prevMatchId);
            if (m.anchorInfo != null && Object.hasOwnProperty.call(m, "anchorInfo"))
                $root.live.AnchorBrief.encode(m.anchorInfo, w.uint32(74).fork(), q + 1).ldelim();
            if (m.scoreObj != null && Object.hasOwnProperty.call(m, "scoreObj"))
                $root.live.ScoreObj.encode(m.scoreObj, w.uint32(82).fork(), q + 1).ldelim();
            if (m.statList != null && Object.hasOwnProperty.call(m, "statList"))
                $root.live.StatList.encode(m.statList, w.uint32(90).fork(), q + 1).ldelim();
            if (m.tliveList != null && Object.hasOwnProperty.call(m, "tliveList"))
                $root.live.TliveList.encode(m.tliveList, w.uint32(98).fork(), q + 1).ldelim();
            if (m.incidents != null && Object.hasOwnProperty.call(m, "incidents"))
                $root.live.IncidentList.encode(m.incidents, w.uint32(106).fork(), q + 1).ldelim();
            if (m.varCheck != null && Object.hasOwnProperty.call(m, "varCheck"))
                $root.live.VarCheck.encode(m.varCheck, w.uint32(114).fork(), q + 1).ldelim();
            if (m.playerStats != null && Object.hasOwnProperty.call(m, "playerStats"))
                $root.live.PlayerStatList.encode(m.playerStats, w.uint32(122).fork(), q + 1).ldelim();
            if (m.seat != null && Object.hasOwnProperty.call(m, "seat"))
                $root.live.AnchorSeat.encode(m.seat, w.uint32(130).fork(), q + 1).ldelim();
            if (m.room != null && Object.hasOwnProperty.call(m, "room"))
                $root.live.LiveRoomItem.encode(m.room, w.uint32(138).fork(), q + 1).ldelim();
            if (m.roomPatch != null && Object.hasOwnProperty.call(m, "roomPatch"))
                $root.live.RoomPatch.encode(m.roomPatch, w.uint32(146).fork(), q + 1).ldelim();
            if (m.match != null && Object.hasOwnProperty.call(m, "match"))
                $root.live.MatchListResponse.encode(m.match, w.uint32(154).fork(), q + 1).ldelim();
            if (m.lineup != null && Object.hasOwnProperty.call(m, "lineup"))
                $root.live.Lineup.encode(m.lineup, w.uint32(162).fork(), q + 1).ldelim();
            if (m.odds != null && Object.hasOwnProperty.call(m, "odds"))
                $root.live.OddsList.encode(m.odds, w.uint32(170).fork(), q + 1).ldelim();
            if (m.momentum != null && Object.hasOwnProperty.call(m, "momentum"))
                $root.live.MomentumList.encode(m.momentum, w.uint32(178).fork(), q + 1).ldelim();
            return w;
        };

        RealtimeMessage.decode = function decode(r, l, e, n) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (n === undefined)
                n = 0;
            if (n > $Reader.recursionLimit)
                throw Error("maximum nesting depth exceeded");
            var c, m;
            if (l === undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = new $root.live.RealtimeMessage();
            while (r.pos < c) {
                var t = r.uint32();
                if (t === e)
                    break;
                switch (t >>> 3) {
                case 1: {
                        m.matchId = r.int64();
                        break;
                    }
                case 2: {
                        m.timestamp = r.int64();
                        break;
                    }
                case 3: {
                        m.type = r.int32();
                        break;
                    }
                case 4: {
                        m.hxRoomId = r.string();
                        break;
                    }
                case 5: {
                        m.roomId = r.int64();
                        break;
                    }
                case 6: {
                        m.sportType = r.int32();
                        break;
                    }
                case 7: {
                        m.competitionId = r.int64();
                        break;
                    }
                case 8: {
                        m.prevMatchId = r.int64();
                        break;
                    }
                case 9: {
                        m.anchorInfo = $root.live.AnchorBrief.decode(r, r.uint32(), undefined, n + 1);
                        break;
                    }
                case 10: {
                        m.scoreObj = $root.live.ScoreObj.decode(r, r.uint32(), undefined, n + 1);
                        break;
                    }
                case 11: {
                        m.statList = $root.live.StatList.decode(r, r.uint32(), undefined, n + 1);
                        break;
                    }
                case 12: {
                        m.tliveList = $root.live.TliveList.decode(r, r.uint32(), undefined, n + 1);
                        break;
                    }
                case 13: {
                        m.incidents = $root.live.IncidentList.decode(r, r.uint32(), undefined, n + 1);
                        break;
                    }
                case 14: {
                        m.varCheck = $root.live.VarCheck.decode(r, r.uint32(), undefined, n + 1);
                        break;
                    }
                case 15: {
                        m.playerStats = $root.live.PlayerStatList.decode(r, r.uint32(), undefined, n + 1);
                        break;
                    }
                case 16: {
                        m.seat = $root.live.AnchorSeat.decode(r, r.uint32(), undefined, n + 1);
                        break;
                    }
                case 17: {
                        m.room = $root.live.LiveRoomItem.decode(r, r.uint32(), undefined, n + 1);
                        break;
                    }
                case 18: {
                        m.roomPatch = $root.live.RoomPatch.decode(r, r.uint32(), undefined, n + 1);
                        break;
                    }
                case 19: {
                        m.match = $root.live.MatchListResponse.decode(r, r.uint32(), undefined, n + 1);
                        break;
                    }
                case 20: {
                        m.lineup = $root.live.Lineup.decode(r, r.uint32(), undefined, n + 1);
                        break;
                    }
                case 21: {
                        m.odds = $root.live.OddsList.decode(r, r.uint32(), undefined, n + 1);
                        break;
                    }
                case 22: {
                        m.momentum = $root.live.MomentumList.decode(r, r.uint32(), undefined, n + 1);
                        break;
                    }
                default:
                    r.skipType(t & 7, n);
                    break;
                }
            }
            if (l !== undefined) {
                if (r.pos !== c)
                    throw RangeError("index out of range");
                r.len = l;
            }
            return m;
        };

        RealtimeMessage.getTypeUrl = function getTypeUrl(typeUrlPrefix) {
            if (typeUrlPrefix === undefined) {
                typeUrlPrefix = "type.googleapis.com";
            }
            return typeUrlPrefix + "/live.RealtimeMessage";
        };

        return RealtimeMessage;
    })();

    live.RoomJoin = (function() {

        function RoomJoin(p) {
            if (p)
                for (var ks = Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        }

        RoomJoin.prototype.roomId = 0;
        RoomJoin.prototype.accessToken = "";

        RoomJoin.create = function create(properties) {
            return new RoomJoin(properties);
        };

        RoomJoin.encode = function encode(m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw Error("max depth exceeded");
            if (m.roomId != null && Object.hasOwnProperty.call(m, "roomId"))
                w.uint32(8).int64(m.roomId);
            if (m.accessToken != null && Object.hasOwnProperty.call(m, "accessToken"))
                w.uint32(18).string(m.accessToken);
            return w;
        };

        RoomJoin.decode = function decode(r, l, e, n) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (n === undefined)
                n = 0;
            if (n > $Reader.recursionLimit)
                throw Error("maximum nesting depth exceeded");
            var c, m;
            if (l === undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = new $root.live.RoomJoin();
            while (r.pos < c) {
                var t = r.uint32();
                if (t === e)
                    break;
                switch (t >>> 3) {
                case 1: {
                        m.roomId = r.int64();
                        break;
                    }
                case 2: {
                        m.accessToken = r.string();
                        break;
                    }
                default:
                    r.skipType(t & 7, n);
                    break;
                }
            }
            if (l !== undefined) {
                if (r.pos !== c)
                    throw RangeError("index out of range");
                r.len = l;
            }
            return m;
        };

        RoomJoin.getTypeUrl = function getTypeUrl(typeUrlPrefix) {
            if (typeUrlPrefix === undefined) {
                typeUrlPrefix = "type.googleapis.com";
            }
            return typeUrlPrefix + "/live.RoomJoin";
        };

        return RoomJoin;
    })();

    live.RoomLeave = (function() {

        function RoomLeave(p) {
            if (p)
                for (var ks = Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        }

        RoomLeave.prototype.roomId = 0;

        RoomLeave.create = function create(properties) {
            return new RoomLeave(properties);
        };

        RoomLeave.encode = function encode(m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw Error("max depth exceeded");
            if (m.roomId != null && Object.hasOwnProperty.call(m, "roomId"))
                w.uint32(8).int64(m.roomId);
            return w;
        };

        RoomLeave.decode = function decode(r, l, e, n) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (n === undefined)
                n = 0;
            if (n > $Reader.recursionLimit)
                throw Error("maximum nesting depth exceeded");
            var c, m;
            if (l === undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = new $root.live.RoomLeave();
            while (r.pos < c) {
                var t = r.uint32();
                if (t === e)
                    break;
                switch (t >>> 3) {
                case 1: {
                        m.roomId = r.int64();
                        break;
                    }
                default:
                    r.skipType(t & 7, n);
                    break;
                }
            }
            if (l !== undefined) {
                if (r.pos !== c)
                    throw RangeError("index out of range");
                r.len = l;
            }
            return m;
        };

        RoomLeave.getTypeUrl = function getTypeUrl(typeUrlPrefix) {
            if (typeUrlPrefix === undefined) {
                typeUrlPrefix = "type.googleapis.com";
            }
            return typeUrlPrefix + "/live.RoomLeave";
        };

        return RoomLeave;
    })();

    live.ChatSend = (function() {

        function ChatSend(p) {
            if (p)
                for (var ks = Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        }

        ChatSend.prototype.roomId = 0;
        ChatSend.prototype.text = "";
        ChatSend.prototype.clientMsgId = "";
        ChatSend.prototype.accessToken = "";

        ChatSend.create = function create(properties) {
            return new ChatSend(properties);
        };

        ChatSend.encode = function encode(m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw Error("max depth exceeded");
            if (m.roomId != null && Object.hasOwnProperty.call(m, "roomId"))
                w.uint32(8).int64(m.roomId);
            if (m.text != null && Object.hasOwnProperty.call(m, "text"))
                w.uint32(18).string(m.text);
            if (m.clientMsgId != null && Object.hasOwnProperty.call(m, "clientMsgId"))
                w.uint32(26).string(m.clientMsgId);
            if (m.accessToken != null && Object.hasOwnProperty.call(m, "accessToken"))
                w.uint32(34).string(m.accessToken);
            return w;
        };

        ChatSend.decode = function decode(r, l, e, n) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (n === undefined)
                n = 0;
            if (n > $Reader.recursionLimit)
                throw Error("maximum nesting depth exceeded");
            var c, m;
            if (l === undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = new $root.live.ChatSend();
            while (r.pos < c) {
                var t = r.uint32();
                if (t === e)
                    break;
                switch (t >>> 3) {
                case 1: {
                        m.roomId = r.int64();
                        break;
                    }
                case 2: {
                        m.text = r.string();
                        break;
                    }
                case 3: {
                        m.clientMsgId = r.string();
                        break;
                    }
                case 4: {
                        m.accessToken = r.string();
                        break;
                    }
                default:
                    r.skipType(t & 7, n);
                    break;
                }
            }
            if (l !== undefined) {
                if (r.pos !== c)
                    throw RangeError("index out of range");
                r.len = l;
            }
            return m;
        };

        ChatSend.getTypeUrl = function getTypeUrl(typeUrlPrefix) {
            if (typeUrlPrefix === undefined) {
                typeUrlPrefix = "type.googleapis.com";
            }
            return typeUrlPrefix + "/live.ChatSend";
        };

        return ChatSend;
    })();

    live.ChatMessage = (function() {

        function ChatMessage(p) {
            if (p)
                for (var ks = Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        }

        ChatMessage.prototype.msgId = 0;
        ChatMessage.prototype.roomId = 0;
        ChatMessage.prototype.customerId = 0;
        ChatMessage.prototype.nickname = "";
        ChatMessage.prototype.level = 0;
        ChatMessage.prototype.text = "";
        ChatMessage.prototype.ts = 0;
        ChatMessage.prototype.clientMsgId = "";

        ChatMessage.create = function create(properties) {
            return new ChatMessage(properties);
        };

        ChatMessage.encode = function encode(m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw Error("max depth exceeded");
            if (m.msgId != null && Object.hasOwnProperty.call(m, "msgId"))
                w.uint32(8).int64(m.msgId);
            if (m.roomId != null && Object.hasOwnProperty.call(m, "roomId"))
                w.uint32(16).int64(m.roomId);
            if (m.customerId != null && Object.hasOwnProperty.call(m, "customerId"))
                w.uint32(24).int64(m.customerId);
            if (m.nickname != null && Object.hasOwnProperty.call(m, "nickname"))
                w.uint32(34).string(m.nickname);
            if (m.level != null && Object.hasOwnProperty.call(m, "level"))
                w.uint32(40).int32(m.level);
            if (m.text != null && Object.hasOwnProperty.call(m, "text"))
                w.uint32(50).string(m.text);
            if (m.ts != null && Object.hasOwnProperty.call(m, "ts"))
                w.uint32(56).int64(m.ts);
            if (m.clientMsgId != null && Object.hasOwnProperty.call(m, "clientMsgId"))
                w.uint32(66).string(m.clientMsgId);
            return w;
        };

        ChatMessage.decode = function decode(r, l, e, n) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (n === undefined)
                n = 0;
            if (n > $Reader.recursionLimit)
                throw Error("maximum nesting depth exceeded");
            var c, m;
            if (l === undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = new $root.live.ChatMessage();
            while (r.pos < c) {
                var t = r.uint32();
                if (t === e)
                    break;
                switch (t >>> 3) {
                case 1: {
                        m.msgId = r.int64();
                        break;
                    }
                case 2: {
                        m.roomId = r.int64();
                        break;
                    }
                case 3: {
                        m.customerId = r.int64();
                        break;
                    }
                case 4: {
                        m.nickname = r.string();
                        break;
                    }
                case 5: {
                        m.level = r.int32();
                        break;
                    }
                case 6: {
                        m.text = r.string();
                        break;
                    }
                case 7: {
                        m.ts = r.int64();
                        break;
                    }
                case 8: {
                        m.clientMsgId = r.string();
                        break;
                    }
                default:
                    r.skipType(t & 7, n);
                    break;
                }
            }
            if (l !== undefined) {
                if (r.pos !== c)
                    throw RangeError("index out of range");
                r.len = l;
            }
            return m;
        };

        ChatMessage.getTypeUrl = function getTypeUrl(typeUrlPrefix) {
            if (typeUrlPrefix === undefined) {
                typeUrlPrefix = "type.googleapis.com";
            }
            return typeUrlPrefix + "/live.ChatMessage";
        };

        return ChatMessage;
    })();

    live.RoomSelf = (function() {

        function RoomSelf(p) {
            if (p)
                for (var ks = Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        }

        RoomSelf.prototype.customerId = 0;
        RoomSelf.prototype.admin = false;
        RoomSelf.prototype.owner = false;
        RoomSelf.prototype.mutedUntil = 0;

        RoomSelf.create = function create(properties) {
            return new RoomSelf(properties);
        };

        RoomSelf.encode = function encode(m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw Error("max depth exceeded");
            if (m.customerId != null && Object.hasOwnProperty.call(m, "customerId"))
                w.uint32(8).int64(m.customerId);
            if (m.admin != null && Object.hasOwnProperty.call(m, "admin"))
                w.uint32(16).bool(m.admin);
            if (m.owner != null && Object.hasOwnProperty.call(m, "owner"))
                w.uint32(24).bool(m.owner);
            if (m.mutedUntil != null && Object.hasOwnProperty.call(m, "mutedUntil"))
                w.uint32(32).int64(m.mutedUntil);
            return w;
        };

        RoomSelf.decode = function decode(r, l, e, n) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (n === undefined)
                n = 0;
            if (n > $Reader.recursionLimit)
                throw Error("maximum nesting depth exceeded");
            var c, m;
            if (l === undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = new $root.live.RoomSelf();
            while (r.pos < c) {
                var t = r.uint32();
                if (t === e)
                    break;
                switch (t >>> 3) {
                case 1: {
                        m.customerId = r.int64();
                        break;
                    }
                case 2: {
                        m.admin = r.bool();
                        break;
                    }
                case 3: {
                        m.owner = r.bool();
                        break;
                    }
                case 4: {
                        m.mutedUntil = r.int64();
                        break;
                    }
                default:
                    r.skipType(t & 7, n);
                    break;
                }
            }
            if (l !== undefined) {
                if (r.pos !== c)
                    throw RangeError("index out of range");
                r.len = l;
            }
            return m;
        };

        RoomSelf.getTypeUrl = function getTypeUrl(typeUrlPrefix) {
            if (typeUrlPrefix === undefined) {
                typeUrlPrefix = "type.googleapis.com";
            }
            return typeUrlPrefix + "/live.RoomSelf";
        };

        return RoomSelf;
    })();

    live.RoomJoined = (function() {

        function RoomJoined(p) {
            this.history = [];
            if (p)
                for (var ks = Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        }

        RoomJoined.prototype.roomId = 0;
        RoomJoined.prototype.history = $util.emptyArray;
        RoomJoined.prototype.audience = 0;
        RoomJoined.prototype.self = null;

        RoomJoined.create = function create(properties) {
            return new RoomJoined(properties);
        };

        RoomJoined.encode = function encode(m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw Error("max depth exceeded");
            if (m.roomId != null && Object.hasOwnProperty.call(m, "roomId"))
                w.uint32(8).int64(m.roomId);
            if (m.history != null && m.history.length) {
                for (var i = 0; i < m.history.length; ++i)
                    $root.live.ChatMessage.encode(m.history[i], w.uint32(18).fork(), q + 1).ldelim();
            }
            if (m.audience != null && Object.hasOwnProperty.call(m, "audience"))
                w.uint32(24).int32(m.audience);
            if (m.self != null && Object.hasOwnProperty.call(m, "self"))
                $root.live.RoomSelf.encode(m.self, w.uint32(34).fork(), q + 1).ldelim();
            return w;
        };

        RoomJoined.decode = function decode(r, l, e, n) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (n === undefined)
                n = 0;
            if (n > $Reader.recursionLimit)
                throw Error("maximum nesting depth exceeded");
            var c, m;
            if (l === undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = new $root.live.RoomJoined();
            while (r.pos < c) {
                var t = r.uint32();
                if (t === e)
                    break;
                switch (t >>> 3) {
                case 1: {
                        m.roomId = r.int64();
                        break;
                    }
                case 2: {
                        if (!(m.history && m.history.length))
                            m.history = [];
                        m.history.push($root.live.ChatMessage.decode(r, r.uint32(), undefined, n + 1));
                        break;
                    }
                case 3: {
                        m.audience = r.int32();
                        break;
                    }
                case 4: {
                        m.self = $root.live.RoomSelf.decode(r, r.uint32(), undefined, n + 1);
                        break;
                    }
                default:
                    r.skipType(t & 7, n);
                    break;
                }
            }
            if (l !== undefined) {
                if (r.pos !== c)
                    throw RangeError("index out of range");
                r.len = l;
            }
            return m;
        };

        RoomJoined.getTypeUrl = function getTypeUrl(typeUrlPrefix) {
            if (typeUrlPrefix === undefined) {
                typeUrlPrefix = "type.googleapis.com";
            }
            return typeUrlPrefix + "/live.RoomJoined";
        };

        return RoomJoined;
    })();

    live.ChatRemoved = (function() {

        function ChatRemoved(p) {
            if (p)
                for (var ks = Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        }

        ChatRemoved.prototype.roomId = 0;
        ChatRemoved.prototype.msgId = 0;

        ChatRemoved.create = function create(properties) {
            return new ChatRemoved(properties);
        };

        ChatRemoved.encode = function encode(m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw Error("max depth exceeded");
            if (m.roomId != null && Object.hasOwnProperty.call(m, "roomId"))
                w.uint32(8).int64(m.roomId);
            if (m.msgId != null && Object.hasOwnProperty.call(m, "msgId"))
                w.uint32(16).int64(m.msgId);
            return w;
        };

        ChatRemoved.decode = function decode(r, l, e, n) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (n === undefined)
                n = 0;
            if (n > $Reader.recursionLimit)
                throw Error("maximum nesting depth exceeded");
            var c, m;
            if (l === undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = new $root.live.ChatRemoved();
            while (r.pos < c) {
                var t = r.uint32();
                if (t === e)
                    break;
                switch (t >>> 3) {
                case 1: {
                        m.roomId = r.int64();
                        break;
                    }
                case 2: {
                        m.msgId = r.int64();
                        break;
                    }
                default:
                    r.skipType(t & 7, n);
                    break;
                }
            }
            if (l !== undefined) {
                if (r.pos !== c)
                    throw RangeError("index out of range");
                r.len = l;
            }
            return m;
        };

        ChatRemoved.getTypeUrl = function getTypeUrl(typeUrlPrefix) {
            if (typeUrlPrefix === undefined) {
                typeUrlPrefix = "type.googleapis.com";
            }
            return typeUrlPrefix + "/live.ChatRemoved";
        };

        return ChatRemoved;
    })();

    live.RoomNotice = (function() {

        function RoomNotice(p) {
            if (p)
                for (var ks = Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        }

        RoomNotice.prototype.roomId = 0;
        RoomNotice.prototype.kind = 0;
        RoomNotice.prototype.until = 0;
        RoomNotice.prototype.clientMsgId = "";
        RoomNotice.prototype.self = null;

        RoomNotice.create = function create(properties) {
            return new RoomNotice(properties);
        };

        RoomNotice.encode = function encode(m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw Error("max depth exceeded");
            if (m.roomId != null && Object.hasOwnProperty.call(m, "roomId"))
                w.uint32(8).int64(m.roomId);
            if (m.kind != null && Object.hasOwnProperty.call(m, "kind"))
                w.uint32(16).int32(m.kind);
            if (m.until != null && Object.hasOwnProperty.call(m, "until"))
                w.uint32(24).int64(m.until);
            if (m.clientMsgId != null && Object.hasOwnProperty.call(m, "clientMsgId"))
                w.uint32(34).string(m.clientMsgId);
            if (m.self != null && Object.hasOwnProperty.call(m, "self"))
                $root.live.RoomSelf.encode(m.self, w.uint32(42).fork(), q + 1).ldelim();
            return w;
        };

        RoomNotice.decode = function decode(r, l, e, n) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (n === undefined)
                n = 0;
            if (n > $Reader.recursionLimit)
                throw Error("maximum nesting depth exceeded");
            var c, m;
            if (l === undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = new $root.live.RoomNotice();
            while (r.pos < c) {
                var t = r.uint32();
                if (t === e)
                    break;
                switch (t >>> 3) {
                case 1: {
                        m.roomId = r.int64();
                        break;
                    }
                case 2: {
                        m.kind = r.int32();
                        break;
                    }
                case 3: {
                        m.until = r.int64();
                        break;
                    }
                case 4: {
                        m.clientMsgId = r.string();
                        break;
                    }
                case 5: {
                        m.self = $root.live.RoomSelf.decode(r, r.uint32(), undefined, n + 1);
                        break;
                    }
                default:
                    r.skipType(t & 7, n);
                    break;
                }
            }
            if (l !== undefined) {
                if (r.pos !== c)
                    throw RangeError("index out of range");
                r.len = l;
            }
            return m;
        };

        RoomNotice.getTypeUrl = function getTypeUrl(typeUrlPrefix) {
            if (typeUrlPrefix === undefined) {
                typeUrlPrefix = "type.googleapis.com";
            }
            return typeUrlPrefix + "/live.RoomNotice";
        };

        return RoomNotice;
    })();

    live.RoomAudience = (function() {

        function RoomAudience(p) {
            if (p)
                for (var ks = Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        }

        RoomAudience.prototype.roomId = 0;
        RoomAudience.prototype.count = 0;

        RoomAudience.create = function create(properties) {
            return new RoomAudience(properties);
        };

        RoomAudience.encode = function encode(m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw Error("max depth exceeded");
            if (m.roomId != null && Object.hasOwnProperty.call(m, "roomId"))
                w.uint32(8).int64(m.roomId);
            if (m.count != null && Object.hasOwnProperty.call(m, "count"))
                w.uint32(16).int32(m.count);
            return w;
        };

        RoomAudience.decode = function decode(r, l, e, n) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (n === undefined)
                n = 0;
            if (n > $Reader.recursionLimit)
                throw Error("maximum nesting depth exceeded");
            var c, m;
            if (l === undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = new $root.live.RoomAudience();
            while (r.pos < c) {
                var t = r.uint32();
                if (t === e)
                    break;
                switch (t >>> 3) {
                case 1: {
                        m.roomId = r.int64();
                        break;
                    }
                case 2: {
                        m.count = r.int32();
                        break;
                    }
                default:
                    r.skipType(t & 7, n);
                    break;
                }
            }
            if (l !== undefined) {
                if (r.pos !== c)
                    throw RangeError("index out of range");
                r.len = l;
            }
            return m;
        };

        RoomAudience.getTypeUrl = function getTypeUrl(typeUrlPrefix) {
            if (typeUrlPrefix === undefined) {
                typeUrlPrefix = "type.googleapis.com";
            }
            return typeUrlPrefix + "/live.RoomAudience";
        };

        return RoomAudience;
    })();

    live.UserSubscribe = (function() {

        function UserSubscribe(p) {
            if (p)
                for (var ks = Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        }

        UserSubscribe.prototype.accessToken = "";

        UserSubscribe.create = function create(properties) {
            return new UserSubscribe(properties);
        };

        UserSubscribe.encode = function encode(m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw Error("max depth exceeded");
            if (m.accessToken != null && Object.hasOwnProperty.call(m, "accessToken"))
                w.uint32(10).string(m.accessToken);
            return w;
        };

        UserSubscribe.decode = function decode(r, l, e, n) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (n === undefined)
                n = 0;
            if (n > $Reader.recursionLimit)
                throw Error("maximum nesting depth exceeded");
            var c, m;
            if (l === undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = new $root.live.UserSubscribe();
            while (r.pos < c) {
                var t = r.uint32();
                if (t === e)
                    break;
                switch (t >>> 3) {
                case 1: {
                        m.accessToken = r.string();
                        break;
                    }
                default:
                    r.skipType(t & 7, n);
                    break;
                }
            }
            if (l !== undefined) {
                if (r.pos !== c)
                    throw RangeError("index out of range");
                r.len = l;
            }
            return m;
        };

        UserSubscribe.getTypeUrl = function getTypeUrl(typeUrlPrefix) {
            if (typeUrlPrefix === undefined) {
                typeUrlPrefix = "type.googleapis.com";
            }
            return typeUrlPrefix + "/live.UserSubscribe";
        };

        return UserSubscribe;
    })();

    live.UserSubscribed = (function() {

        function UserSubscribed(p) {
            if (p)
                for (var ks = Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        }

        UserSubscribed.prototype.customerId = 0;
        UserSubscribed.prototype.unread = 0;

        UserSubscribed.create = function create(properties) {
            return new UserSubscribed(properties);
        };

        UserSubscribed.encode = function encode(m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw Error("max depth exceeded");
            if (m.customerId != null && Object.hasOwnProperty.call(m, "customerId"))
                w.uint32(8).int64(m.customerId);
            if (m.unread != null && Object.hasOwnProperty.call(m, "unread"))
                w.uint32(16).int32(m.unread);
            return w;
        };

        UserSubscribed.decode = function decode(r, l, e, n) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (n === undefined)
                n = 0;
            if (n > $Reader.recursionLimit)
                throw Error("maximum nesting depth exceeded");
            var c, m;
            if (l === undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = new $root.live.UserSubscribed();
            while (r.pos < c) {
                var t = r.uint32();
                if (t === e)
                    break;
                switch (t >>> 3) {
                case 1: {
                        m.customerId = r.int64();
                        break;
                    }
                case 2: {
                        m.unread = r.int32();
                        break;
                    }
                default:
                    r.skipType(t & 7, n);
                    break;
                }
            }
            if (l !== undefined) {
                if (r.pos !== c)
                    throw RangeError("index out of range");
                r.len = l;
            }
            return m;
        };

        UserSubscribed.getTypeUrl = function getTypeUrl(typeUrlPrefix) {
            if (typeUrlPrefix === undefined) {
                typeUrlPrefix = "type.googleapis.com";
            }
            return typeUrlPrefix + "/live.UserSubscribed";
        };

        return UserSubscribed;
    })();

    live.UserUnsubscribe = (function() {

        function UserUnsubscribe(p) {
            if (p)
                for (var ks = Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        }

        UserUnsubscribe.create = function create(properties) {
            return new UserUnsubscribe(properties);
        };

        UserUnsubscribe.encode = function encode(m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw Error("max depth exceeded");
            return w;
        };

        UserUnsubscribe.decode = function decode(r, l, e, n) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (n === undefined)
                n = 0;
            if (n > $Reader.recursionLimit)
                throw Error("maximum nesting depth exceeded");
            var c, m;
            if (l === undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = new $root.live.UserUnsubscribe();
            while (r.pos < c) {
                var t = r.uint32();
                if (t === e)
                    break;
                switch (t >>> 3) {
                default:
                    r.skipType(t & 7, n);
                    break;
                }
            }
            if (l !== undefined) {
                if (r.pos !== c)
                    throw RangeError("index out of range");
                r.len = l;
            }
            return m;
        };

        UserUnsubscribe.getTypeUrl = function getTypeUrl(typeUrlPrefix) {
            if (typeUrlPrefix === undefined) {
                typeUrlPrefix = "type.googleapis.com";
            }
            return typeUrlPrefix + "/live.UserUnsubscribe";
        };

        return UserUnsubscribe;
    })();

    live.PrivateMessage = (function() {

        function PrivateMessage(p) {
            if (p)
                for (var ks = Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        }

        PrivateMessage.prototype.msgId = 0;
        PrivateMessage.prototype.fromId = 0;
        PrivateMessage.prototype.toId = 0;
        PrivateMessage.prototype.text = "";
        PrivateMessage.prototype.ts = 0;

        PrivateMessage.create = function create(properties) {
            return new PrivateMessage(properties);
        };

        PrivateMessage.encode = function encode(m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw Error("max depth exceeded");
            if (m.msgId != null && Object.hasOwnProperty.call(m, "msgId"))
                w.uint32(8).int64(m.msgId);
            if (m.fromId != null && Object.hasOwnProperty.call(m, "fromId"))
                w.uint32(16).int64(m.fromId);
            if (m.toId != null && Object.hasOwnProperty.call(m, "toId"))
                w.uint32(24).int64(m.toId);
            if (m.text != null && Object.hasOwnProperty.call(m, "text"))
                w.uint32(34).string(m.text);
            if (m.ts != null && Object.hasOwnProperty.call(m, "ts"))
                w.uint32(40).int64(m.ts);
            return w;
        };

        PrivateMessage.decode = function decode(r, l, e, n) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (n === undefined)
                n = 0;
            if (n > $Reader.recursionLimit)
                throw Error("maximum nesting depth exceeded");
            var c, m;
            if (l === undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = new $root.live.PrivateMessage();
            while (r.pos < c) {
                var t = r.uint32();
                if (t === e)
                    break;
                switch (t >>> 3) {
                case 1: {
                        m.msgId = r.int64();
                        break;
                    }
                case 2: {
                        m.fromId = r.int64();
                        break;
                    }
                case 3: {
                        m.toId = r.int64();
                        break;
                    }
                case 4: {
                        m.text = r.string();
                        break;
                    }
                case 5: {
                        m.ts = r.int64();
                        break;
                    }
                default:
                    r.skipType(t & 7, n);
                    break;
                }
            }
            if (l !== undefined) {
                if (r.pos !== c)
                    throw RangeError("index out of range");
                r.len = l;
            }
            return m;
        };

        PrivateMessage.getTypeUrl = function getTypeUrl(typeUrlPrefix) {
            if (typeUrlPrefix === undefined) {
                typeUrlPrefix = "type.googleapis.com";
            }
            return typeUrlPrefix + "/live.PrivateMessage";
        };

        return PrivateMessage;
    })();

    live.AnchorLive = (function() {

        function AnchorLive(p) {
            if (p)
                for (var ks = Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        }

        AnchorLive.prototype.anchorId = 0;
        AnchorLive.prototype.anchorName = "";
        AnchorLive.prototype.anchorAvatar = "";
        AnchorLive.prototype.roomId = 0;
        AnchorLive.prototype.roomName = "";
        AnchorLive.prototype.sportType = 0;
        AnchorLive.prototype.matchId = 0;
        AnchorLive.prototype.at = 0;

        AnchorLive.create = function create(properties) {
            return new AnchorLive(properties);
        };

        AnchorLive.encode = function encode(m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw Error("max depth exceeded");
            if (m.anchorId != null && Object.hasOwnProperty.call(m, "anchorId"))
                w.uint32(8).int64(m.anchorId);
            if (m.anchorName != null && Object.hasOwnProperty.call(m, "anchorName"))
                w.uint32(18).string(m.anchorName);
            if (m.anchorAvatar != null && Object.hasOwnProperty.call(m, "anchorAvatar"))
                w.uint32(26).string(m.anchorAvatar);
            if (m.roomId != null && Object.hasOwnProperty.call(m, "roomId"))
                w.uint32(32).int64(m.roomId);
            if (m.roomName != null && Object.hasOwnProperty.call(m, "roomName"))
                w.uint32(42).string(m.roomName);
            if (m.sportType != null && Object.hasOwnProperty.call(m, "sportType"))
                w.uint32(48).int32(m.sportType);
            if (m.matchId != null && Object.hasOwnProperty.call(m, "matchId"))
                w.uint32(56).int64(m.matchId);
            if (m.at != null && Object.hasOwnProperty.call(m, "at"))
                w.uint32(64).int64(m.at);
            return w;
        };

        AnchorLive.decode = function decode(r, l, e, n) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (n === undefined)
                n = 0;
            if (n > $Reader.recursionLimit)
                throw Error("maximum nesting depth exceeded");
            var c, m;
            if (l === undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = new $root.live.AnchorLive();
            while (r.pos < c) {
                var t = r.uint32();
                if (t === e)
                    break;
                switch (t >>> 3) {
                case 1: {
                        m.anchorId = r.int64();
                        break;
                    }
                case 2: {
                        m.anchorName = r.string();
                        break;
                    }
                case 3: {
                        m.anchorAvatar = r.string();
                        break;
                    }
                case 4: {
                        m.roomId = r.int64();
                        break;
                    }
                case 5: {
                        m.roomName = r.string();
                        break;
                    }
                case 6: {
                        m.sportType = r.int32();
                        break;
                    }
                case 7: {
                        m.matchId = r.int64();
                        break;
                    }
                case 8: {
                        m.at = r.int64();
                        break;
                    }
                default:
                    r.skipType(t & 7, n);
                    break;
                }
            }
            if (l !== undefined) {
                if (r.pos !== c)
                    throw RangeError("index out of range");
                r.len = l;
            }
            return m;
        };

        AnchorLive.getTypeUrl = function getTypeUrl(typeUrlPrefix) {
            if (typeUrlPrefix === undefined) {
                typeUrlPrefix = "type.googleapis.com";
            }
            return typeUrlPrefix + "/live.AnchorLive";
        };

        return AnchorLive;
    })();

    live.UserNotice = (function() {

        function UserNotice(p) {
            if (p)
                for (var ks = Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        }

        UserNotice.prototype.kind = 0;
        UserNotice.prototype.message = null;
        UserNotice.prototype.peerId = 0;
        UserNotice.prototype.unread = 0;
        UserNotice.prototype.anchorLive = null;

        UserNotice.create = function create(properties) {
            return new UserNotice(properties);
        };

        UserNotice.encode = function encode(m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw Error("max depth exceeded");
            if (m.kind != null && Object.hasOwnProperty.call(m, "kind"))
                w.uint32(8).int32(m.kind);
            if (m.message != null && Object.hasOwnProperty.call(m, "message"))
                $root.live.PrivateMessage.encode(m.message, w.uint32(18).fork(), q + 1).ldelim();
            if (m.peerId != null && Object.hasOwnProperty.call(m, "peerId"))
                w.uint32(24).int64(m.peerId);
            if (m.unread != null && Object.hasOwnProperty.call(m, "unread"))
                w.uint32(32).int32(m.unread);
            if (m.anchorLive != null && Object.hasOwnProperty.call(m, "anchorLive"))
                $root.live.AnchorLive.encode(m.anchorLive, w.uint32(42).fork(), q + 1).ldelim();
            return w;
        };

        UserNotice.decode = function decode(r, l, e, n) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (n === undefined)
                n = 0;
            if (n > $Reader.recursionLimit)
                throw Error("maximum nesting depth exceeded");
            var c, m;
            if (l === undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = new $root.live.UserNotice();
            while (r.pos < c) {
                var t = r.uint32();
                if (t === e)
                    break;
                switch (t >>> 3) {
                case 1: {
                        m.kind = r.int32();
                        break;
                    }
                case 2: {
                        m.message = $root.live.PrivateMessage.decode(r, r.uint32(), undefined, n + 1);
                        break;
                    }
                case 3: {
                        m.peerId = r.int64();
                        break;
                    }
                case 4: {
                        m.unread = r.int32();
                        break;
                    }
                case 5: {
                        m.anchorLive = $root.live.AnchorLive.decode(r, r.uint32(), undefined, n + 1);
                        break;
                    }
                default:
                    r.skipType(t & 7, n);
                    break;
                }
            }
            if (l !== undefined) {
                if (r.pos !== c)
                    throw RangeError("index out of range");
                r.len = l;
            }
            return m;
        };

        UserNotice.getTypeUrl = function getTypeUrl(typeUrlPrefix) {
            if (typeUrlPrefix === undefined) {
                typeUrlPrefix = "type.googleapis.com";
            }
            return typeUrlPrefix + "/live.UserNotice";
        };

        return UserNotice;
    })();

    live.FixtureHeader = (function() {

        function FixtureHeader(p) {
            if (p)
                for (var ks = Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        }

        FixtureHeader.prototype.protocolVersion = 0;
        FixtureHeader.prototype.seed = "";
        FixtureHeader.prototype.date = "";
        FixtureHeader.prototype.startTs = 0;
        FixtureHeader.prototype.generator = "";
        FixtureHeader.prototype.frameCount = 0;

        FixtureHeader.create = function create(properties) {
            return new FixtureHeader(properties);
        };

        FixtureHeader.encode = function encode(m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw Error("max depth exceeded");
            if (m.protocolVersion != null && Object.hasOwnProperty.call(m, "protocolVersion"))
                w.uint32(8).uint32(m.protocolVersion);
            if (m.seed != null && Object.hasOwnProperty.call(m, "seed"))
                w.uint32(18).string(m.seed);
            if (m.date != null && Object.hasOwnProperty.call(m, "date"))
                w.uint32(26).string(m.date);
            if (m.startTs != null && Object.hasOwnProperty.call(m, "startTs"))
                w.uint32(32).int64(m.startTs);
            if (m.generator != null && Object.hasOwnProperty.call(m, "generator"))
                w.uint32(42).string(m.generator);
            if (m.frameCount != null && Object.hasOwnProperty.call(m, "frameCount"))
                w.uint32(48).uint32(m.frameCount);
            return w;
        };

        FixtureHeader.decode = function decode(r, l, e, n) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (n === undefined)
                n = 0;
            if (n > $Reader.recursionLimit)
                throw Error("maximum nesting depth exceeded");
            var c, m;
            if (l === undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = new $root.live.FixtureHeader();
            while (r.pos < c) {
                var t = r.uint32();
                if (t === e)
                    break;
                switch (t >>> 3) {
                case 1: {
                        m.protocolVersion = r.uint32();
                        break;
                    }
                case 2: {
                        m.seed = r.string();
                        break;
                    }
                case 3: {
                        m.date = r.string();
                        break;
                    }
                case 4: {
                        m.startTs = r.int64();
                        break;
                    }
                case 5: {
                        m.generator = r.string();
                        break;
                    }
                case 6: {
                        m.frameCount = r.uint32();
                        break;
                    }
                default:
                    r.skipType(t & 7, n);
                    break;
                }
            }
            if (l !== undefined) {
                if (r.pos !== c)
                    throw RangeError("index out of range");
                r.len = l;
            }
            return m;
        };

        FixtureHeader.getTypeUrl = function getTypeUrl(typeUrlPrefix) {
            if (typeUrlPrefix === undefined) {
                typeUrlPrefix = "type.googleapis.com";
            }
            return typeUrlPrefix + "/live.FixtureHeader";
        };

        return FixtureHeader;
    })();

    return live;
})();

export { $root as default };
