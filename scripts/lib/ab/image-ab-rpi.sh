# scripts/lib/ab/image-ab-rpi.sh — the Raspberry Pi's A/B layout for scripts/board-image --ab (sourced by
# it after image-ab.sh; uses its variables: R, B, WORK, DISKID, BOOT_MB, ROOT_MB, DATA_MB, OUT).
# The Pi firmware (Pi 4, 400, CM4, 5) chooses the slot itself, from autoboot.txt, and tries a new one
# once with its one-shot tryboot flag; rauc-tryboot-backend keeps autoboot.txt for RAUC. MBR, as the
# plain Pi image (the firmware reads MBR; its boot_partition counts MBR partitions):
#   1 autoboot  FAT16, autoboot.txt only: which of 2 and 3 the firmware boots, normally and on tryboot
#   2 boot A    FAT32: firmware, kernel, initramfs, device trees, config.txt, cmdline.txt (root=…-05 rauc.slot=A)
#   3 boot B    the same, its cmdline.txt naming root=…-06 rauc.slot=B
#   4 extended, holding 5 root A, 6 root B (empty until the first update), 7 data (ext4 on /data)
# A boot partition and its root make one slot: a kernel is only ever booted with its own modules.
# Four primary partitions are all MBR has, so the roots and data are logical partitions; the firmware
# reads only 1-3, and the kernel finds the rest by PARTUUID (disk id and partition number).

AUTOBOOT_MB=16   # FAT16 (the firmware reads FAT16/32, not the FAT12 mkfs.vfat would pick for less)

ab_rpi_fstab() {
  cat <<EOT
# <device>              <mount>        <type> <options>                     <dump> <pass>
# / is the slot the firmware booted: root= in its boot partition's cmdline.txt. The slot's boot
# partition is not mounted: its kernel and firmware come with an update of the slot, never from apt.
# autoboot.txt, rewritten by RAUC's backend (rauc-tryboot-backend); shortname=winnt keeps its
# 8.3 names free of long-name entries, so a rename rewrites one directory entry
PARTUUID=$DISKID-01     /boot/autoboot vfat   defaults,noatime,umask=0077,shortname=winnt 0 2
PARTUUID=$DISKID-07     /data          ext4   defaults,noatime,commit=30    0      2
/data/$APP_NAME         /var/lib/$APP_NAME none bind,x-systemd.requires-mounts-for=/data 0 0
EOT
}

# RAUC's slots: each boot partition is a child of its root, so a bundle writes both of one slot.
ab_rpi_slots() {
  ab_slot rootfs.0 5 ext4 bootname=A resize=true
  ab_slot boot.0 2 vfat parent=rootfs.0
  ab_slot rootfs.1 6 ext4 bootname=B resize=true
  ab_slot boot.1 3 vfat parent=rootfs.1
}

# After raspi-firmware's hook has filled $B for root A: its command line names the slot for RAUC, and
# slot B's is the same with its own root.
ab_rpi_boot_files() {
  local cmd
  cmd=$(sed 's/[[:space:]]*$//' "$B/cmdline.txt")
  grep -q "root=PARTUUID=$DISKID-05" <<<"$cmd" || die "--ab: raspi-firmware's cmdline.txt does not name root A ($DISKID-05)"
  case " $cmd " in *" rw "*) ;; *) cmd="$cmd rw" ;; esac   # no fstab line for /, so the kernel mounts it read-write
  echo "$cmd rauc.slot=A" > "$B/cmdline.txt"
  echo "${cmd/root=PARTUUID=$DISKID-05/root=PARTUUID=$DISKID-06} rauc.slot=B" > "$WORK/cmdline-b.txt"
}

# The disk, from $WORK/boot.vfat (boot A) and root.ext4 (root A), made by board-image.
ab_rpi_disk() {
  local MiB=1048576 s1 s2 s3 s4 s5 s6 s7 total
  ab_data_fs
  mkfs.vfat -F 16 -n AUTOBOOT -C "$WORK/autoboot.vfat" $((AUTOBOOT_MB * 1024)) >/dev/null || die "mkfs.vfat of the autoboot partition failed"
  printf '[all]\ntryboot_a_b=1\nboot_partition=2\n[tryboot]\nboot_partition=3\n' > "$WORK/autoboot.txt"
  mcopy -Q -i "$WORK/autoboot.vfat" "$WORK/autoboot.txt" ::/autoboot.txt || die "mcopy of autoboot.txt failed"
  cp --sparse=always "$WORK/boot.vfat" "$WORK/bootb.vfat"
  mcopy -o -Q -i "$WORK/bootb.vfat" "$WORK/cmdline-b.txt" ::/cmdline.txt || die "mcopy of slot B's cmdline.txt failed"
  # A logical partition is preceded by its extended boot record: 1 MiB before each keeps them aligned.
  s1=1 s2=$((1 + AUTOBOOT_MB)) s3=$((1 + AUTOBOOT_MB + BOOT_MB)) s4=$((1 + AUTOBOOT_MB + 2 * BOOT_MB))
  s5=$((s4 + 1)) s6=$((s4 + 2 + ROOT_MB)) s7=$((s4 + 3 + 2 * ROOT_MB))
  total=$((s7 + DATA_MB))
  IMG=$OUT.tmp.$$
  rm -f "$IMG"; truncate -s "${total}M" "$IMG"
  sfdisk --quiet "$IMG" <<EOT || die "sfdisk failed"
label: dos
label-id: 0x$DISKID
unit: sectors
start=$((s1 * MiB / 512)), size=$((AUTOBOOT_MB * MiB / 512)), type=e, bootable
start=$((s2 * MiB / 512)), size=$((BOOT_MB * MiB / 512)), type=c
start=$((s3 * MiB / 512)), size=$((BOOT_MB * MiB / 512)), type=c
start=$((s4 * MiB / 512)), size=$(((total - s4) * MiB / 512)), type=5
start=$((s5 * MiB / 512)), size=$((ROOT_MB * MiB / 512)), type=83
start=$((s6 * MiB / 512)), size=$((ROOT_MB * MiB / 512)), type=83
start=$((s7 * MiB / 512)), size=$((DATA_MB * MiB / 512)), type=83
EOT
  dd if="$WORK/autoboot.vfat" of="$IMG" bs=1M seek=$s1 conv=notrunc,sparse status=none
  dd if="$WORK/boot.vfat" of="$IMG" bs=1M seek=$s2 conv=notrunc,sparse status=none
  dd if="$WORK/bootb.vfat" of="$IMG" bs=1M seek=$s3 conv=notrunc,sparse status=none
  dd if="$WORK/root.ext4" of="$IMG" bs=1M seek=$s5 conv=notrunc,sparse status=none
  dd if="$WORK/slotb.ext4" of="$IMG" bs=1M seek=$s6 conv=notrunc,sparse status=none
  dd if="$WORK/data.ext4" of="$IMG" bs=1M seek=$s7 conv=notrunc,sparse status=none
  mv "$IMG" "$OUT"
}
